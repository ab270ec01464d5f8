import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import { IconButton, Stack, Tooltip } from '@mui/material';
import { DataTable, SimpleList, useCanAccess, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { MoneyField } from '../../fields/MoneyField';
import { ListScreen } from '../../list/ListScreen';
import { PhoneRowEnd } from '../../list/PhoneRowEnd';
import { ResponsiveDataTable } from '../../list/ResponsiveDataTable';
import { SelectPageCheckbox, SelectRowCheckbox } from '../../list/RowSelection';
import { SearchBox } from '../../list/SearchBox';
import { StatusFilter } from '../../list/StatusFilter';
import { SwitchFilter } from '../../list/SwitchFilter';
import { transactionShortId } from '../../shared/format';
import { BulkReviewToolbar } from './BulkReviewToolbar';
import { ClaimChip } from './ClaimChip';
import {
  brandColumn,
  dateColumn,
  emailColumn,
  moneyColumn,
  phoneSecondaryText,
  tradeIdColumn,
} from './columns';
import { FlagIcon } from './risk/FlagIcon';
import { StatusBadge } from './StatusBadge';
import { transactionStatusChoices } from './statusChoices';
import type { Transaction } from './types';

const ViewButton = ({ transaction }: { transaction: Transaction }) => {
  const translate = useTranslate();
  const label = translate('resources.transactions.actions.view', {
    id: transactionShortId(transaction.id),
  });
  return (
    <Tooltip title={label}>
      <IconButton component={Link} to={`/transactions/${transaction.id}`} aria-label={label}>
        <VisibilityIcon fontSize="small" />
      </IconButton>
    </Tooltip>
  );
};

const F = 'resources.transactions.fields';

/** The first column for those who may review: ticks for the bulk review toolbar. */
const selectionColumn = (selectLabel: (t: Transaction) => string) => (
  <DataTable.Col<Transaction>
    label={<SelectPageCheckbox />}
    disableSort
    cellSx={() => ({ pr: 0 })}
    render={(t) => <SelectRowCheckbox record={t} label={selectLabel(t)} />}
  />
);

export const TransactionList = () => {
  const translate = useTranslate();
  const { canAccess: canReview = false } = useCanAccess({
    resource: 'transactions',
    action: 'review',
  });
  return (
    <ListScreen
      title="resources.transactions.title"
      sort={{ field: 'created_at', order: 'DESC' }}
      errorText="app.errors.occured"
      filters={
        <>
          {/* Status, search and switches combine here ("Paid + Amazon"); the URL keeps them. */}
          <StatusFilter source="status" choices={transactionStatusChoices} combine />
          <SearchBox placeholder="resources.transactions.search" combine />
          <SwitchFilter source="flagged" label="resources.transactions.risk.flagged_only" />
          <SwitchFilter
            source="awaiting_approval"
            label="resources.transactions.approval.awaiting"
          />
        </>
      }
    >
      <BulkReviewToolbar />
      <ResponsiveDataTable
        phone={
          <SimpleList<Transaction>
            primaryText={(t) => (
              <>
                {t.brand?.name}
                <FlagIcon transaction={t} />
              </>
            )}
            secondaryText={phoneSecondaryText}
            rightIcon={(t) => (
              <PhoneRowEnd>
                <StatusBadge status={t.status} display={t.status_display} />
                <MoneyField record={t} source="card_value" />
              </PhoneRowEnd>
            )}
            rowClick="edit"
          />
        }
      >
        {canReview &&
          selectionColumn((t) =>
            translate('resources.transactions.bulk.select', { id: transactionShortId(t.id) }),
          )}
        {emailColumn(`${F}.buyer`)}
        {tradeIdColumn(`${F}.trade_id`, { flag: true })}
        {brandColumn(`${F}.brand_name`)}
        {dateColumn(`${F}.date`, 'created_at')}
        {moneyColumn(`${F}.card_value`, 'card_value')}
        <DataTable.Col<Transaction>
          label={`${F}.status`}
          source="status"
          render={(t) => (
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <StatusBadge status={t.status} display={t.status_display} />
              <ClaimChip claimedBy={t.claimed_by} />
            </Stack>
          )}
        />
        <DataTable.Col<Transaction>
          label={`${F}.action`}
          render={(t) => <ViewButton transaction={t} />}
        />
      </ResponsiveDataTable>
    </ListScreen>
  );
};
