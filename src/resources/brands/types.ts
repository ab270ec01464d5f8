export type { Brand } from '../../../contract/brands';
