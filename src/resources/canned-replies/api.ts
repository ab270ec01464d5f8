import { cannedReplies } from '../../../contract/resources/canned-replies';
import { declaredApi } from '../../declared/declaredResource';

export const api = declaredApi(cannedReplies);
