import QuickreplyIcon from '@mui/icons-material/QuickreplyOutlined';
import { cannedReplies } from '../../../contract/resources/canned-replies';
import { declaredResource } from '../../declared/declaredResource';

export default declaredResource(cannedReplies, { icon: QuickreplyIcon });
