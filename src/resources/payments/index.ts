import PaymentsIcon from '@mui/icons-material/PaymentsOutlined';
import type { ResourceDefinition } from '../../declared/types';
import { transactionShortId } from '../../shared/format';

export default {
  name: 'payments',
  menuOrder: 40,
  access: { list: 'payments.view', show: 'payments.view', edit: 'payments.view' },
  screens: {
    list: () => import('./PaymentList').then((module) => module.PaymentList),
    edit: () => import('./PaymentDetail').then((module) => module.PaymentDetail),
  },
  // The read-only detail is a Show view (ShowBase) kept at the spec's /payments/{id} by taking
  // react-admin's edit route; its show route would be /payments/{id}/show.
  icon: PaymentsIcon,
  recordRepresentation: (payment: { id: string }) => transactionShortId(payment.id),
} satisfies ResourceDefinition;
