import {
  AutocompleteInput,
  DataTable,
  DateField,
  DateInput,
  List,
  ReferenceInput,
  SelectInput,
  TextInput,
} from 'react-admin';
import { PageFrame } from '../../layout/PageFrame';
import { PAGE_SIZE, scrollableTable } from '../../list/constants';
import { AuditActor } from './AuditActor';
import { AuditChanges } from './AuditChanges';
import { actionChoices, targetTypeChoices } from './choices';

const F = 'resources.audit-logs.fields';

const filters = [
  <ReferenceInput key="actor" source="actor" reference="staff" alwaysOn>
    <AutocompleteInput
      label={`${F}.actor`}
      optionText="username"
      size="small"
      sx={{ minWidth: 200 }}
    />
  </ReferenceInput>,
  <SelectInput
    key="action"
    source="action"
    choices={actionChoices}
    translateChoice={false}
    alwaysOn
  />,
  <SelectInput key="target_type" source="target_type" choices={targetTypeChoices} alwaysOn />,
  <TextInput key="target_id" source="target_id" />,
  <DateInput key="created_after" source="created_after" alwaysOn />,
  <DateInput key="created_before" source="created_before" alwaysOn />,
];

/** /audit-logs: who did what, newest first; the server writes entries and never changes them. */
export const AuditLogList = () => (
  <PageFrame>
    <List
      actions={false}
      filters={filters}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={PAGE_SIZE}
      sx={scrollableTable}
    >
      <DataTable bulkActionButtons={false} rowClick={false}>
        <DataTable.Col source="created_at">
          <DateField source="created_at" showTime />
        </DataTable.Col>
        <DataTable.Col source="actor" disableSort>
          <AuditActor />
        </DataTable.Col>
        <DataTable.Col source="action" />
        <DataTable.Col source="summary" disableSort />
        <DataTable.Col source="changes" disableSort>
          <AuditChanges />
        </DataTable.Col>
      </DataTable>
    </List>
  </PageFrame>
);
