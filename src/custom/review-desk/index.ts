export { ReviewDesk } from './ReviewDesk';
