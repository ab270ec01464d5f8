import ReceiptLongIcon from '@mui/icons-material/ReceiptLongOutlined';
import { transactionShortId } from '../../format';
import { TransactionDetail } from './TransactionDetail';
import { TransactionList } from './TransactionList';

export default {
  list: TransactionList,
  // The detail at /transactions/{id} carries the update form, hence react-admin's edit route.
  edit: TransactionDetail,
  icon: ReceiptLongIcon,
  recordRepresentation: (transaction: { id: string }) => transactionShortId(transaction.id),
};
