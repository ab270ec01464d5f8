import { Link as MuiLink, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { DateTimeField } from '../../fields/DateTimeField';
import { MoneyField } from '../../fields/MoneyField';
import { dateTimeColumn, moneyColumn } from '../../list/columnKinds';
import type { ListColumn } from '../../list/ListColumn';
import { PhoneRowEnd } from '../../list/PhoneRowEnd';
import { ResponsiveDataTable } from '../../list/ResponsiveDataTable';
import { transactionShortId } from '../../shared/format';
import { serverText } from '../../shared/serverText';
import type { Translate } from '../../shared/translate';
import { transferKindKey } from './choices';
import type { Transfer } from './types';

const fields = 'resources.ledger.transfer_fields';
/** Who wrote the opening balances of older data. */
const SYSTEM = 'resources.ledger.system';
/** Money in (credit) or out (debit), seen from an account. */
const sideKey = (transfer: Transfer, accountId: string) =>
  `resources.ledger.sides.${transfer.debit_account_id === accountId ? 'debit' : 'credit'}`;

const KindText = ({ transfer }: { transfer: Transfer }) => {
  const translate = useTranslate();
  return <>{translate(transferKindKey(transfer.kind))}</>;
};

/** Who wrote it: the staff member, or the system for the opening balances of older data. */
const ByText = ({ transfer }: { transfer: Transfer }) => {
  const translate = useTranslate();
  return <>{transfer.performed_by?.username ?? translate(SYSTEM)}</>;
};

/** The reason in the reader's language when the server wrote it (opening balances, payout runs). */
const reasonText = (transfer: Transfer, translate: Translate) =>
  transfer.reason
    ? serverText(translate, {
        code: transfer.reason_code,
        params: transfer.reason_params,
        english: transfer.reason,
      })
    : '';

const ReasonText = ({ transfer }: { transfer: Transfer }) => {
  const translate = useTranslate();
  return <>{reasonText(transfer, translate)}</>;
};

/** Seen from an account: money in (credit) or out (debit). */
const SideText = ({ transfer, accountId }: { transfer: Transfer; accountId: string }) => {
  const translate = useTranslate();
  return <>{translate(sideKey(transfer, accountId))}</>;
};

/** The columns, with the side and the card paid for when seen from an account. */
const transferColumns = (accountId?: string): ListColumn<Transfer>[] => [
  dateTimeColumn('created_at', `${fields}.created_at`),
  {
    label: `${fields}.kind`,
    render: (transfer) => <KindText transfer={transfer} />,
    disableSort: true,
    text: (transfer, translate) => translate(transferKindKey(transfer.kind)),
  },
  ...(accountId
    ? [
        {
          label: `${fields}.side`,
          render: (transfer) => <SideText transfer={transfer} accountId={accountId} />,
          disableSort: true,
          text: (transfer, translate) => translate(sideKey(transfer, accountId)),
        } satisfies ListColumn<Transfer>,
      ]
    : []),
  { ...moneyColumn('amount', `${fields}.amount`), disableSort: true },
  ...(accountId
    ? [
        {
          label: `${fields}.transaction`,
          disableSort: true,
          render: (transfer) =>
            transfer.transaction_id ? (
              <MuiLink component={Link} to={`/transactions/${transfer.transaction_id}`}>
                {transactionShortId(transfer.transaction_id)}
              </MuiLink>
            ) : null,
          text: (transfer) =>
            transfer.transaction_id && transactionShortId(transfer.transaction_id),
        } satisfies ListColumn<Transfer>,
      ]
    : []),
  {
    label: `${fields}.performed_by`,
    render: (transfer) => <ByText transfer={transfer} />,
    disableSort: true,
    text: (transfer, translate) => transfer.performed_by?.username ?? translate(SYSTEM),
  },
  {
    label: `${fields}.reason`,
    disableSort: true,
    render: (transfer) => (
      <Typography variant="body2" sx={{ whiteSpace: 'normal', minWidth: 160 }}>
        <ReasonText transfer={transfer} />
      </Typography>
    ),
    text: (transfer, translate) => reasonText(transfer, translate),
  },
];

/**
 * Transfers of the list context, newest first: an account's (with the side it is on and the
 * card it pays for) or a transaction's. Written once, so there is nothing to act on.
 */
export const TransferTable = ({ accountId }: { accountId?: string }) => (
  <ResponsiveDataTable<Transfer>
    columns={transferColumns(accountId)}
    phone={{
      primaryText: (transfer) => <KindText transfer={transfer} />,
      secondaryText: (transfer) => (
        <>
          <DateTimeField record={transfer} source="created_at" />
          {transfer.reason && (
            <>
              {' · '}
              <ReasonText transfer={transfer} />
            </>
          )}
        </>
      ),
      rightIcon: (transfer) => (
        <PhoneRowEnd>
          <MoneyField record={transfer} source="amount" />
        </PhoneRowEnd>
      ),
    }}
  />
);
