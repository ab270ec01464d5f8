import { sla } from '../../../contract/resources/sla';
import { messagesOf } from '../../declared/messages';

export const en = messagesOf(sla, 'en');
