import PaymentsIcon from '@mui/icons-material/PaymentsOutlined';
import { transactionShortId } from '../../shared/format';
import { lazyScreen } from '../../shared/lazyScreen';
import type { AppResource } from '../types';

const PaymentDetail = lazyScreen(() => import('./PaymentDetail'), 'PaymentDetail');
const PaymentList = lazyScreen(() => import('./PaymentList'), 'PaymentList');

export default {
  name: 'payments',
  menuOrder: 40,
  access: { list: 'payments.view', show: 'payments.view', edit: 'payments.view' },
  list: PaymentList,
  // The read-only detail is a Show view (ShowBase) kept at the spec's /payments/{id} by taking
  // react-admin's edit route; its show route would be /payments/{id}/show.
  edit: PaymentDetail,
  icon: PaymentsIcon,
  recordRepresentation: (payment: { id: string }) => transactionShortId(payment.id),
} satisfies AppResource;
