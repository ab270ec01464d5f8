import { sla } from '../../../contract/resources/sla';
import { messagesOf } from '../../declared/messages';

export const fr = messagesOf(sla, 'fr');
