import { Stack } from '@mui/material';
import { AutocompleteInput, DataTable, DateInput, ReferenceInput, SimpleList } from 'react-admin';
import type { AuditLog } from '../../../contract/audit';
import { DateTimeField } from '../../fields/DateTimeField';
import { LabelField } from '../../fields/LabelField';
import type { ExportColumn } from '../../list/csvExporter';
import { InputFilters } from '../../list/InputFilters';
import { ListScreen } from '../../list/ListScreen';
import { ResponsiveDataTable } from '../../list/ResponsiveDataTable';
import { StatusFilter } from '../../list/StatusFilter';
import { formatDateTime } from '../../shared/format';
import { AuditActor } from './AuditActor';
import { AuditChanges } from './AuditChanges';
import { ACTION_LABELS, actionChoices, TARGET_TYPE_LABELS, targetTypeChoices } from './choices';

const F = 'resources.audit-logs.fields';

/** Who acted and when: react-admin's inputs, as they look the staff list up and pick dates. */
const lookupFilters = [
  <ReferenceInput key="actor" source="actor" reference="staff" alwaysOn>
    <AutocompleteInput
      label={`${F}.actor`}
      optionText="username"
      size="small"
      sx={{ minWidth: 200 }}
    />
  </ReferenceInput>,
  <DateInput key="created_after" source="created_after" label={`${F}.created_after`} alwaysOn />,
  <DateInput key="created_before" source="created_before" label={`${F}.created_before`} alwaysOn />,
];

const exportColumns: ExportColumn<AuditLog>[] = [
  { label: `${F}.created_at`, value: (entry) => formatDateTime(entry.created_at) },
  { label: `${F}.actor`, value: (entry) => entry.actor?.username },
  {
    label: `${F}.action`,
    value: (entry, translate) => translate(`${ACTION_LABELS}.${entry.action}`, { _: entry.action }),
  },
  {
    label: `${F}.target_type`,
    value: (entry, translate) =>
      entry.target_type && translate(`${TARGET_TYPE_LABELS}.${entry.target_type}`),
  },
  { label: `${F}.target_id`, value: (entry) => entry.target_id },
  { label: `${F}.summary`, value: (entry) => entry.summary },
  { label: `${F}.changes`, value: (entry) => JSON.stringify(entry.changes ?? {}) },
];

/** /audit-logs: who did what, newest first; the server writes entries and never changes them. */
export const AuditLogList = () => (
  <ListScreen
    title="resources.audit-logs.title"
    sort={{ field: 'created_at', order: 'DESC' }}
    errorText="resources.audit-logs.errors.list"
    exportColumns={exportColumns}
    filters={
      <>
        <StatusFilter source="action" choices={actionChoices} label={`${F}.action`} combine />
        <StatusFilter
          source="target_type"
          choices={targetTypeChoices}
          label={`${F}.target_type`}
          combine
        />
        <InputFilters inputs={lookupFilters} />
      </>
    }
  >
    <ResponsiveDataTable
      phone={
        <SimpleList<AuditLog>
          primaryText={() => <LabelField source="action" labels={ACTION_LABELS} />}
          secondaryText={(entry) => (
            <Stack component="span">
              <span>{entry.summary}</span>
              <span>
                <AuditActor /> · <DateTimeField source="created_at" />
              </span>
            </Stack>
          )}
          rowClick={false}
        />
      }
    >
      <DataTable.Col<AuditLog> source="created_at" field={DateTimeField} />
      <DataTable.Col<AuditLog> source="actor" disableSort>
        <AuditActor />
      </DataTable.Col>
      <DataTable.Col<AuditLog> source="action">
        <LabelField source="action" labels={ACTION_LABELS} />
      </DataTable.Col>
      <DataTable.Col<AuditLog> source="target_type" disableSort>
        <LabelField source="target_type" labels={TARGET_TYPE_LABELS} />
      </DataTable.Col>
      <DataTable.Col<AuditLog> source="summary" disableSort />
      <DataTable.Col<AuditLog> source="changes" disableSort>
        <AuditChanges />
      </DataTable.Col>
    </ResponsiveDataTable>
  </ListScreen>
);
