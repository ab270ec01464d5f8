import TaskAltIcon from '@mui/icons-material/TaskAlt';
import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useGetIdentity, useNotify, useRefresh } from 'react-admin';
import { formatDateTime, formatMoney } from '../../../shared/format';
import { useResourceKey, useResourceText } from '../../../shared/useResourceText';
import type { Transaction } from '../types';
import { ApprovalBadge } from './ApprovalBadge';
import { approvePayout } from './fraudApi';
import { needsSecondApproval } from './needsSecondApproval';

/**
 * Dual approval on the detail: "Approved by … at …", or, on a large payout nobody approved yet,
 * the "Awaiting second approval" badge and the "Approve payout" action for staff who may pay.
 * The server refuses the payment to the approver; the screen says so beforehand.
 */
export const PayoutApproval = ({ transaction }: { transaction: Transaction }) => {
  const text = useResourceText();
  const resourceKey = useResourceKey();
  const notify = useNotify();
  const refresh = useRefresh();
  const { identity } = useGetIdentity();
  const { canAccess } = useCanAccess({ resource: 'transactions', action: 'pay' });
  const [pending, setPending] = useState(false);
  const approval = transaction.payout_approval;

  const approve = async () => {
    setPending(true);
    try {
      await approvePayout(transaction.id);
      notify(resourceKey('approval.done'), { type: 'success' });
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setPending(false);
    }
  };

  if (approval) {
    const own = identity?.id === approval.approved_by.id && transaction.status !== 'PAID';
    return (
      <Stack spacing={0.5} data-testid="payout-approval">
        <Typography variant="body2" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
          <TaskAltIcon fontSize="small" sx={{ color: '#0f766e' }} />
          {text('approval.approved_by', {
            name: approval.approved_by.username,
            date: formatDateTime(approval.approved_at),
            amount: formatMoney(approval.amount),
          })}
        </Typography>
        {own && (
          <Typography variant="body2" color="text.secondary">
            {text('approval.own')}
          </Typography>
        )}
      </Stack>
    );
  }
  // Below the threshold one person pays alone: nothing to approve.
  if (!needsSecondApproval(transaction)) return null;
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <ApprovalBadge transaction={transaction} />
      {canAccess && (
        <Button
          variant="outlined"
          size="small"
          startIcon={<TaskAltIcon fontSize="small" />}
          onClick={approve}
          disabled={pending}
        >
          {text('approval.approve')}
        </Button>
      )}
    </Stack>
  );
};
