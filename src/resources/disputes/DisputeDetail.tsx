import { Box, Stack } from '@mui/material';
import { CanAccess, useRecordContext } from 'react-admin';
import { disputeStatus } from '../../../contract/enums';
import { DisputeChat } from '../../custom/dispute-chat/DisputeChat';
import { RecordDetail } from '../../detail/RecordDetail';
import { useResourceKey } from '../../shared/useResourceText';
import { DisputeActions } from './DisputeActions';
import { DisputeInfo } from './DisputeInfo';
import type { Dispute } from './types';

/** The live chat on the left 60%, Dispute Info and Dispute Actions on the right 40%. */
const DisputePanels = () => {
  const dispute = useRecordContext<Dispute>();
  if (!dispute) return null;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2.5,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
        alignItems: 'start',
      }}
    >
      <DisputeChat
        disputeId={String(dispute.id)}
        closed={dispute.status === disputeStatus.enum.closed}
      />
      <Stack spacing={2.5}>
        <DisputeInfo dispute={dispute} />
        <CanAccess resource="disputes" action="manage">
          <DisputeActions dispute={dispute} />
        </CanAccess>
      </Stack>
    </Box>
  );
};

/**
 * /disputes/{id}: the chat and the dispute's facts and status; stacked on a phone, the chat
 * first. A 404 or an empty answer is 'Dispute not found'.
 */
export const DisputeDetail = () => {
  const resourceKey = useResourceKey();
  return (
    <RecordDetail notFound={resourceKey('not_found')} errorTitle="app.errors.occured">
      <DisputePanels />
    </RecordDetail>
  );
};
