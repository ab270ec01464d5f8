import ReceiptLongIcon from '@mui/icons-material/ReceiptLongOutlined';
import type { ResourceDefinition } from '../../declared/types';
import { transactionShortId } from '../../shared/format';

export default {
  name: 'transactions',
  menuOrder: 30,
  // The detail is react-admin's edit route; the update form is `review`, setting PAID is `pay`,
  // the card code's Reveal button `reveal_code`.
  access: {
    list: 'transactions.view',
    show: 'transactions.view',
    edit: 'transactions.view',
    review: 'transactions.review',
    pay: 'transactions.pay',
    reveal_code: 'transactions.reveal_code',
  },
  screens: {
    list: () => import('./TransactionList').then((module) => module.TransactionList),
    // The detail at /transactions/{id} carries the update form, hence react-admin's edit route.
    edit: () => import('./TransactionDetail').then((module) => module.TransactionDetail),
  },
  icon: ReceiptLongIcon,
  recordRepresentation: (transaction: { id: string }) => transactionShortId(transaction.id),
} satisfies ResourceDefinition;
