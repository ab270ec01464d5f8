import { Link as MuiLink, Typography } from '@mui/material';
import { DataTable, SimpleList, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { DateTimeField } from '../../fields/DateTimeField';
import { MoneyField } from '../../fields/MoneyField';
import { transactionShortId } from '../../format';
import { PhoneRowEnd } from '../../list/PhoneRowEnd';
import { ResponsiveDataTable } from '../../list/ResponsiveDataTable';
import type { Transfer } from './types';

const fields = 'resources.ledger.transfer_fields';

const KindText = ({ transfer }: { transfer: Transfer }) => {
  const translate = useTranslate();
  return <>{translate(`resources.ledger.transfer_kinds.${transfer.kind}`)}</>;
};

/** Who wrote it: the staff member, or the system for the opening balances of older data. */
const ByText = ({ transfer }: { transfer: Transfer }) => {
  const translate = useTranslate();
  return <>{transfer.performed_by?.username ?? translate('resources.ledger.system')}</>;
};

/** Seen from an account: money in (credit) or out (debit). */
const SideText = ({ transfer, accountId }: { transfer: Transfer; accountId: string }) => {
  const translate = useTranslate();
  const side = transfer.debit_account_id === accountId ? 'debit' : 'credit';
  return <>{translate(`resources.ledger.sides.${side}`)}</>;
};

/**
 * Transfers of the list context, newest first: an account's (with the side it is on and the
 * card it pays for) or a transaction's. Written once, so there is nothing to act on.
 */
export const TransferTable = ({ accountId }: { accountId?: string }) => (
  <ResponsiveDataTable
    phone={
      <SimpleList<Transfer>
        primaryText={(transfer) => <KindText transfer={transfer} />}
        secondaryText={(transfer) => (
          <>
            <DateTimeField record={transfer} source="created_at" />
            {transfer.reason ? ` · ${transfer.reason}` : ''}
          </>
        )}
        rightIcon={(transfer) => (
          <PhoneRowEnd>
            <MoneyField record={transfer} source="amount" />
          </PhoneRowEnd>
        )}
        rowClick={false}
      />
    }
  >
    <DataTable.Col<Transfer>
      label={`${fields}.created_at`}
      source="created_at"
      field={DateTimeField}
    />
    <DataTable.Col<Transfer>
      label={`${fields}.kind`}
      render={(transfer) => <KindText transfer={transfer} />}
      disableSort
    />
    {accountId && (
      <DataTable.Col<Transfer>
        label={`${fields}.side`}
        render={(transfer) => <SideText transfer={transfer} accountId={accountId} />}
        disableSort
      />
    )}
    <DataTable.Col<Transfer>
      label={`${fields}.amount`}
      source="amount"
      field={MoneyField}
      align="right"
      disableSort
    />
    {accountId && (
      <DataTable.Col<Transfer>
        label={`${fields}.transaction`}
        disableSort
        render={(transfer) =>
          transfer.transaction_id ? (
            <MuiLink component={Link} to={`/transactions/${transfer.transaction_id}`}>
              {transactionShortId(transfer.transaction_id)}
            </MuiLink>
          ) : null
        }
      />
    )}
    <DataTable.Col<Transfer>
      label={`${fields}.performed_by`}
      render={(transfer) => <ByText transfer={transfer} />}
      disableSort
    />
    <DataTable.Col<Transfer>
      label={`${fields}.reason`}
      disableSort
      render={(transfer) => (
        <Typography variant="body2" sx={{ whiteSpace: 'normal', minWidth: 160 }}>
          {transfer.reason ?? ''}
        </Typography>
      )}
    />
  </ResponsiveDataTable>
);
