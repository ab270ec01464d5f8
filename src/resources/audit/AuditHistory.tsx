import { Card, CardContent, Typography } from '@mui/material';
import { CanAccess, DataTable, ListBase } from 'react-admin';
import type { AuditTargetType } from '../../../contract/audit';
import { DateTimeField } from '../../fields/DateTimeField';
import { ListFooter } from '../../list/ListFooter';
import { useResourceText } from '../../shared/useResourceText';
import { AuditActor } from './AuditActor';
import { AuditChanges } from './AuditChanges';
import { AuditSummary } from './AuditSummary';

interface AuditHistoryProps {
  targetType: AuditTargetType;
  targetId: string;
}

const HistoryTable = ({ targetType, targetId }: AuditHistoryProps) => {
  const text = useResourceText('audit-logs');
  return (
    <ListBase
      resource="audit-logs"
      filter={{ target_type: targetType, target_id: targetId }}
      sort={{ field: 'created_at', order: 'DESC' }}
      perPage={10}
      disableSyncWithLocation
      storeKey={false}
    >
      <DataTable
        bulkActionButtons={false}
        rowClick={false}
        empty={
          <Typography color="text.secondary" sx={{ py: 1 }}>
            {text('history_empty')}
          </Typography>
        }
      >
        <DataTable.Col source="created_at" disableSort field={DateTimeField} />
        <DataTable.Col source="actor" disableSort>
          <AuditActor />
        </DataTable.Col>
        <DataTable.Col source="summary" disableSort field={AuditSummary} />
        <DataTable.Col source="changes" disableSort>
          <AuditChanges />
        </DataTable.Col>
      </DataTable>
      <ListFooter />
    </ListBase>
  );
};

/**
 * The audit entries about one user, brand or transaction, newest first: who changed what, from
 * what to what. Only for the roles that may read the audit log.
 */
export const AuditHistory = (props: AuditHistoryProps) => {
  const text = useResourceText('audit-logs');
  return (
    <CanAccess resource="audit-logs" action="list">
      <Card component="section" aria-label={text('history')}>
        <CardContent>
          <Typography variant="h2" component="h2" sx={{ mb: 1 }}>
            {text('history')}
          </Typography>
          <HistoryTable {...props} />
        </CardContent>
      </Card>
    </CanAccess>
  );
};
