import PaymentsIcon from '@mui/icons-material/PaymentsOutlined';
import { transactionShortId } from '../../format';
import type { AppResource } from '../types';
import { PaymentDetail } from './PaymentDetail';
import { PaymentList } from './PaymentList';

export default {
  name: 'payments',
  menuOrder: 40,
  access: { list: 'payments.view', show: 'payments.view', edit: 'payments.view' },
  list: PaymentList,
  // The spec puts the read-only detail at /payments/{id}, react-admin's edit route.
  edit: PaymentDetail,
  icon: PaymentsIcon,
  recordRepresentation: (payment: { id: string }) => transactionShortId(payment.id),
} satisfies AppResource;
