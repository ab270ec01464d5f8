import { Button, Card, CardContent, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useNotify, useTranslate, useUpdate } from 'react-admin';
import { disputeStatus } from '../../../contract/enums';
import { DISPUTE_STATUSES } from '../../../contract/statuses';
import { useResourceKey, useResourceText } from '../../shared/useResourceText';
import type { Dispute } from './types';

/** The select's order (spec section 5, "Dispute Actions"): Closed, then Open. */
const choices = [disputeStatus.enum.closed, disputeStatus.enum.open];

/** Closed/Open and Save: PUT {status}, then 'Dispute updated successfully' or the error. */
export const DisputeActions = ({ dispute }: { dispute: Dispute }) => {
  const translate = useTranslate();
  const text = useResourceText();
  const resourceKey = useResourceKey();
  const notify = useNotify();
  const [status, setStatus] = useState<string>(dispute.status);
  const [update, { isPending }] = useUpdate<Dispute>();

  // Follows the record when it changes elsewhere (a save, another tab's refetch).
  useEffect(() => setStatus(dispute.status), [dispute.status]);

  const save = () => {
    const chosen = disputeStatus.safeParse(status);
    if (!chosen.success) return;
    update(
      'disputes',
      { id: dispute.id, data: { status: chosen.data }, previousData: dispute },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => notify(resourceKey('messages.updated'), { type: 'success' }),
        onError: (error) =>
          notify(error instanceof Error ? error.message : 'app.errors.update_dispute', {
            type: 'error',
          }),
      },
    );
  };

  const label = text('info.status');
  return (
    <Card>
      <CardContent>
        <Typography variant="h2" sx={{ fontSize: '1rem', mb: 2 }}>
          {text('actions.title')}
        </Typography>
        <Stack direction="row" spacing={1.5}>
          <TextField
            select
            size="small"
            label={label}
            value={status}
            onChange={(event) => setStatus(event.target.value)}
            sx={{ flex: 1 }}
          >
            {choices.map((value) => (
              <MenuItem key={value} value={value}>
                {translate(DISPUTE_STATUSES[value].label)}
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="contained"
            onClick={save}
            disabled={isPending || status === dispute.status}
          >
            {text('actions.save')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
};
