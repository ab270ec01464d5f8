export type { Dispute } from '../../../contract/disputes';
