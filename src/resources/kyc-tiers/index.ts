import VerifiedUserOutlinedIcon from '@mui/icons-material/VerifiedUserOutlined';
import { kycTiers } from '../../../contract/resources/kyc-tiers';
import { declaredResource } from '../../declared/declaredResource';

export default declaredResource(kycTiers, { icon: VerifiedUserOutlinedIcon });
