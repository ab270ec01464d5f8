export type { User } from '../../../contract/users';
