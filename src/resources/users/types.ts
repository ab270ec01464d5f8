export type { User, UserDetail } from '../../../contract/users';
