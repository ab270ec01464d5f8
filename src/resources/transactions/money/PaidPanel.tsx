import LockIcon from '@mui/icons-material/LockOutlined';
import MoneyOffIcon from '@mui/icons-material/MoneyOffOutlined';
import TaskAltIcon from '@mui/icons-material/TaskAlt';
import UndoIcon from '@mui/icons-material/Undo';
import { Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useGetIdentity, useNotify, useRefresh } from 'react-admin';
import { formatDateTime } from '../../../shared/format';
import { useResourceKey, useResourceText } from '../../../shared/useResourceText';
import type { TransactionDetail } from '../types';
import { ClawbackDialog } from './ClawbackDialog';
import { approveClawback, approveReversal } from './moneyApi';
import { ReversePayoutDialog } from './ReversePayoutDialog';

/**
 * A paid submission is frozen (api-contract.md, "Paying, and undoing a payment"): in place of the
 * review form, the reason why, and for staff who may pay "Reverse payout". A large payout's
 * reversal needs a colleague's approval first; the screen says whose, and that the approver
 * cannot reverse alone.
 */
export const PaidPanel = ({ transaction }: { transaction: TransactionDetail }) => {
  const text = useResourceText();
  const resourceKey = useResourceKey();
  const notify = useNotify();
  const refresh = useRefresh();
  const { identity } = useGetIdentity();
  const { canAccess: canPay = false } = useCanAccess({ resource: 'transactions', action: 'pay' });
  const [open, setOpen] = useState(false);
  const [clawing, setClawing] = useState(false);
  const [approving, setApproving] = useState(false);
  const approval = transaction.reversal_approval;
  const needsApproval = transaction.payout_approval_required;
  const approvedByMe = approval !== null && approval.approved_by.id === identity?.id;
  // A card already clawed back is not clawed back again, nor reversed (its money moved on).
  const clawedBack = transaction.clawback !== null;
  const clawApproval = transaction.clawback_approval;
  const clawApprovedByMe = clawApproval !== null && clawApproval.approved_by.id === identity?.id;

  const approve = async (which: 'reversal' | 'clawback') => {
    setApproving(true);
    try {
      if (which === 'reversal') {
        await approveReversal(transaction.id);
        notify(resourceKey('money.reversal_approved'), { type: 'success' });
      } else {
        await approveClawback(transaction.id);
        notify(resourceKey('clawback.approved'), { type: 'success' });
      }
      refresh();
    } catch (error) {
      notify((error as Error).message, { type: 'error' });
    } finally {
      setApproving(false);
    }
  };

  return (
    <Stack spacing={1.5} data-testid="paid-panel">
      <Typography variant="body2" sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <LockIcon fontSize="small" color="action" />
        {clawedBack ? text('clawback.frozen') : text('money.frozen')}
      </Typography>
      {needsApproval && !clawedBack && (
        <Typography variant="body2" color="text.secondary">
          {approval
            ? text('money.reversal_approved_by', {
                name: approval.approved_by.username,
                date: formatDateTime(approval.approved_at),
              })
            : text('money.reversal_awaiting')}
          {approvedByMe && ` ${text('money.reversal_own')}`}
        </Typography>
      )}
      {needsApproval && !clawedBack && (
        <Typography variant="body2" color="text.secondary">
          {clawApproval
            ? text('clawback.approved_by', {
                name: clawApproval.approved_by.username,
                date: formatDateTime(clawApproval.approved_at),
              })
            : text('clawback.awaiting')}
          {clawApprovedByMe && ` ${text('clawback.own')}`}
        </Typography>
      )}
      {canPay && !clawedBack && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {needsApproval && !approval && (
            <Button
              variant="outlined"
              startIcon={<TaskAltIcon />}
              onClick={() => approve('reversal')}
              disabled={approving}
            >
              {text('money.approve_reversal')}
            </Button>
          )}
          <Button
            variant="outlined"
            color="error"
            startIcon={<UndoIcon />}
            onClick={() => setOpen(true)}
            disabled={needsApproval && (!approval || approvedByMe)}
          >
            {text('money.reverse')}
          </Button>
          {needsApproval && !clawApproval && (
            <Button
              variant="outlined"
              startIcon={<TaskAltIcon />}
              onClick={() => approve('clawback')}
              disabled={approving}
            >
              {text('clawback.approve')}
            </Button>
          )}
          <Button
            variant="outlined"
            color="error"
            startIcon={<MoneyOffIcon />}
            onClick={() => setClawing(true)}
            disabled={needsApproval && (!clawApproval || clawApprovedByMe)}
          >
            {text('clawback.action')}
          </Button>
        </Stack>
      )}
      <ReversePayoutDialog transaction={transaction} open={open} onClose={() => setOpen(false)} />
      {canPay && (
        <ClawbackDialog
          transaction={transaction}
          open={clawing}
          onClose={() => setClawing(false)}
        />
      )}
    </Stack>
  );
};
