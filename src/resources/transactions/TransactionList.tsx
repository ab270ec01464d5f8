import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import { IconButton, Stack, Tooltip } from '@mui/material';
import { useCanAccess } from 'react-admin';
import { Link } from 'react-router-dom';
import { MoneyField } from '../../fields/MoneyField';
import { SlaClockField } from '../../fields/SlaClockField';
import { dateTimeColumn, moneyColumn, wrappingBadgesCell } from '../../list/columnKinds';
import type { ListColumn } from '../../list/ListColumn';
import { ListScreen } from '../../list/ListScreen';
import { PhoneRowEnd } from '../../list/PhoneRowEnd';
import { ResponsiveDataTable } from '../../list/ResponsiveDataTable';
import { SelectPageCheckbox, SelectRowCheckbox } from '../../list/RowSelection';
import { SearchBox } from '../../list/SearchBox';
import { StatusFilter, slaStateChoices } from '../../list/StatusFilter';
import { SwitchFilter } from '../../list/SwitchFilter';
import { displayLocale } from '../../shared/displayLocale';
import { transactionShortId } from '../../shared/format';
import { useResourceKey, useResourceText } from '../../shared/useResourceText';
import { BulkReviewToolbar } from './BulkReviewToolbar';
import { ClaimChip } from './ClaimChip';
import { brandColumn, buyerEmailColumn, phoneSecondaryText, tradeIdColumn } from './columns';
import { FlagIcon } from './risk/FlagIcon';
import { StatusBadge } from './StatusBadge';
import { transactionStatusChoices } from './statusChoices';
import type { Transaction } from './types';
import { statusLabel } from './useStatusLabel';

const ViewButton = ({ transaction }: { transaction: Transaction }) => {
  const text = useResourceText();
  const label = text('actions.view', {
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

const columns: ListColumn<Transaction>[] = [
  buyerEmailColumn(`${F}.buyer`),
  tradeIdColumn(`${F}.trade_id`, { flag: true }),
  brandColumn(`${F}.brand_name`),
  dateTimeColumn('created_at', `${F}.date`),
  moneyColumn('card_value'),
  {
    source: 'status',
    render: (t) => (
      // A colleague's claim goes under the status when both do not fit: "En cours d'examen par …"
      // beside "En attente d'examen" would push the last columns out of a laptop's card.
      <Stack
        direction="row"
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5 }}
      >
        <StatusBadge status={t.status} display={t.status_display} />
        <ClaimChip claimedBy={t.claimed_by} />
      </Stack>
    ),
    // Room for the longest status on one line ("En attente d'examen"); a claim may wrap under it.
    cellSx: () => ({ ...wrappingBadgesCell(), minWidth: '10.5rem' }),
    text: (t, translate) => statusLabel(translate, displayLocale(), t.status, t.status_display),
  },
  {
    label: 'app.sla.clock',
    source: 'sla_due_at',
    render: (t) => <SlaClockField clock={t.sla} />,
    cellSx: wrappingBadgesCell,
    text: (t) => t.sla?.due_at ?? '',
  },
  { label: `${F}.action`, render: (t) => <ViewButton transaction={t} />, text: false },
];

/** The first column for those who may review: ticks for the bulk review toolbar. */
const selectionColumn = (selectLabel: (t: Transaction) => string): ListColumn<Transaction> => ({
  label: <SelectPageCheckbox />,
  disableSort: true,
  cellSx: () => ({ pr: 0 }),
  render: (t) => <SelectRowCheckbox record={t} label={selectLabel(t)} />,
  text: false,
});

export const TransactionList = () => {
  const text = useResourceText();
  const resourceKey = useResourceKey();
  const { canAccess: canReview = false } = useCanAccess({
    resource: 'transactions',
    action: 'review',
  });
  return (
    <ListScreen
      sort={{ field: 'created_at', order: 'DESC' }}
      errorText="app.errors.occured"
      exportColumns={columns}
      filters={
        <>
          {/* Status, search and switches combine here ("Paid + Amazon"); the URL keeps them. */}
          <StatusFilter source="status" choices={transactionStatusChoices} combine />
          <SearchBox combine />
          <StatusFilter
            source="sla_state"
            choices={slaStateChoices}
            label="app.sla.filter"
            combine
          />
          <SwitchFilter source="flagged" label={resourceKey('risk.flagged_only')} />
          <SwitchFilter source="awaiting_approval" label={resourceKey('approval.awaiting')} />
        </>
      }
    >
      <BulkReviewToolbar />
      <ResponsiveDataTable<Transaction>
        columns={
          canReview
            ? [
                selectionColumn((t) => text('bulk.select', { id: transactionShortId(t.id) })),
                ...columns,
              ]
            : columns
        }
        opens="edit"
        tableRowsOpen={false}
        phone={{
          primaryText: (t) => (
            <>
              {t.brand?.name}
              <FlagIcon transaction={t} />
            </>
          ),
          secondaryText: phoneSecondaryText,
          rightIcon: (t) => (
            <PhoneRowEnd>
              <StatusBadge status={t.status} display={t.status_display} />
              {/* A phone row keeps the clock for the cards still waiting on a decision. */}
              {t.sla?.met_at === null && <SlaClockField clock={t.sla} />}
              <MoneyField record={t} source="card_value" />
            </PhoneRowEnd>
          ),
        }}
      />
    </ListScreen>
  );
};
