import { cannedReplies } from '../../../contract/resources/canned-replies';
import { messagesOf } from '../../declared/messages';

export const fr = messagesOf(cannedReplies, 'fr');
