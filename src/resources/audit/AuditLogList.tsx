import { Stack } from '@mui/material';
import { AutocompleteInput, ReferenceInput } from 'react-admin';
import type { AuditLog } from '../../../contract/audit';
import { DateTimeField } from '../../fields/DateTimeField';
import { LabelField } from '../../fields/LabelField';
import { DateInput } from '../../form/DateInput';
import { dateTimeColumn } from '../../list/columnKinds';
import { InputFilters } from '../../list/InputFilters';
import type { ListColumn } from '../../list/ListColumn';
import { ListScreen } from '../../list/ListScreen';
import { ResponsiveDataTable } from '../../list/ResponsiveDataTable';
import { StatusFilter } from '../../list/StatusFilter';
import { useResourceKey } from '../../shared/useResourceText';
import { AuditActor } from './AuditActor';
import { AuditChanges } from './AuditChanges';
import { AuditSummary, auditSummaryText } from './AuditSummary';
import { AuditTarget } from './AuditTarget';
import {
  ACTION_LABELS,
  actionChoices,
  actionKindChoices,
  TARGET_TYPE_LABELS,
  targetTypeChoices,
} from './choices';
import { DeskClaimsSwitch, HIDE_CLAIMS } from './DeskClaimsSwitch';
import { recordOf } from './recordOf';

const F = 'resources.audit-logs.fields';

// Room for a typed date, so the five filters share one line on a laptop.
const dateWidth = { width: { sm: 160 } };

/** Who acted and when: react-admin's inputs, as they look the staff list up and pick dates. */
const lookupFilters = [
  <ReferenceInput key="actor" source="actor" reference="staff" alwaysOn>
    <AutocompleteInput
      label={`${F}.actor`}
      optionText="username"
      size="small"
      sx={{ minWidth: 180 }}
    />
  </ReferenceInput>,
  <DateInput
    key="created_after"
    source="created_after"
    label={`${F}.created_after`}
    sx={dateWidth}
    alwaysOn
  />,
  <DateInput
    key="created_before"
    source="created_before"
    label={`${F}.created_before`}
    sx={dateWidth}
    alwaysOn
  />,
];

const columns: ListColumn<AuditLog>[] = [
  dateTimeColumn('created_at'),
  {
    source: 'actor',
    disableSort: true,
    field: AuditActor,
    text: (entry) => entry.actor?.username,
  },
  {
    source: 'action',
    render: () => <LabelField source="action" labels={ACTION_LABELS} />,
    text: (entry, translate) => translate(`${ACTION_LABELS}.${entry.action}`, { _: entry.action }),
  },
  {
    source: 'target_type',
    disableSort: true,
    field: AuditTarget,
    text: (entry, translate) =>
      entry.target_type && translate(`${TARGET_TYPE_LABELS}.${entry.target_type}`),
  },
  {
    source: 'summary',
    disableSort: true,
    // A long summary (a rate's whole key and band) wraps rather than widening the table past a
    // laptop's screen.
    cellSx: () => ({ whiteSpace: 'normal', minWidth: '12rem' }),
    field: AuditSummary,
    text: (entry, translate) => auditSummaryText(entry, translate),
  },
  {
    source: 'changes',
    disableSort: true,
    // Wraps too: a change of four fields (a payout account) would push it out of sight.
    cellSx: () => ({ whiteSpace: 'normal', minWidth: '12rem', overflowWrap: 'anywhere' }),
    field: AuditChanges,
    text: (entry) => JSON.stringify(entry.changes ?? {}),
  },
];

/** The file also names each entry's record, which the screen gives as a link. */
const exportColumns: ListColumn<AuditLog>[] = [
  ...columns,
  { source: 'target_id', text: (entry) => entry.target_id },
];

/** /audit-logs: who did what, newest first; the server writes entries and never changes them. */
export const AuditLogList = () => {
  const resourceKey = useResourceKey();
  return (
    <ListScreen
      sort={{ field: 'created_at', order: 'DESC' }}
      errorText={resourceKey('errors.list')}
      exportColumns={exportColumns}
      filterDefaultValues={HIDE_CLAIMS}
      filters={
        <>
          <StatusFilter
            source="action_kind"
            choices={actionKindChoices}
            label={`${F}.action_kind`}
            combine
          />
          <StatusFilter source="action" choices={actionChoices} label={`${F}.action`} combine />
          <StatusFilter
            source="target_type"
            choices={targetTypeChoices}
            label={`${F}.target_type`}
            combine
          />
          <InputFilters inputs={lookupFilters} />
          <DeskClaimsSwitch />
        </>
      }
    >
      <ResponsiveDataTable<AuditLog>
        columns={columns}
        // A row opens the record its entry is about; an entry without one opens nothing.
        opens={recordOf}
        phone={{
          primaryText: () => <LabelField source="action" labels={ACTION_LABELS} />,
          secondaryText: () => (
            <Stack component="span">
              <AuditSummary />
              <span>
                <AuditActor /> · <DateTimeField source="created_at" />
              </span>
            </Stack>
          ),
        }}
      />
    </ListScreen>
  );
};
