import { cannedReplies } from '../../../contract/resources/canned-replies';
import { declaredApi } from '../../declared/declaredApi';

export const api = declaredApi(cannedReplies);
