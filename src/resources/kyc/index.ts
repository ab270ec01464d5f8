import FactCheckIcon from '@mui/icons-material/FactCheckOutlined';
import type { ResourceDefinition } from '../../declared/types';

/** /kyc: the customers with KYC documents waiting, oldest first; each opens their user detail. */
export default {
  name: 'kyc',
  menuOrder: 33,
  access: { list: 'kyc.review', edit: 'kyc.review' },
  screens: {
    list: () => import('./KycQueue').then((module) => module.KycQueue),
  },
  icon: FactCheckIcon,
} satisfies ResourceDefinition;
