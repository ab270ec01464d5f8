import ReceiptLongIcon from '@mui/icons-material/ReceiptLongOutlined';
import { transactionShortId } from '../../shared/format';
import { lazyScreen } from '../../shared/lazyScreen';
import type { AppResource } from '../types';

const TransactionDetail = lazyScreen(() => import('./TransactionDetail'), 'TransactionDetail');
const TransactionList = lazyScreen(() => import('./TransactionList'), 'TransactionList');

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
  list: TransactionList,
  // The detail at /transactions/{id} carries the update form, hence react-admin's edit route.
  edit: TransactionDetail,
  icon: ReceiptLongIcon,
  recordRepresentation: (transaction: { id: string }) => transactionShortId(transaction.id),
} satisfies AppResource;
