export type { Brand } from '../../../contract/resources/brands';
