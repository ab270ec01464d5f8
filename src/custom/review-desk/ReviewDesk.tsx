import { Alert, Button, Card, CardContent, Grid, Skeleton, Stack, Typography } from '@mui/material';
import { useCallback, useState } from 'react';
import { EditBase, useCanAccess, useNotify, useTranslate } from 'react-admin';
import type { Transaction } from '../../../contract/transactions';
import { PageFrame } from '../../layout/PageFrame';
import {
  DetailCard,
  RejectDialog,
  RiskPanel,
  SecondApprovalWarning,
  TransactionUpdateForm,
  useRevealedCode,
} from '../../resources/transactions/panels';
import { useResourceKey } from '../../shared/useResourceText';
import { CustomerHistory } from './CustomerHistory';
import { DeskActions } from './DeskActions';
import { DeskCard } from './DeskCard';
import { QueueHolders } from './QueueHolders';
import { ShortcutsDialog } from './ShortcutsDialog';
import { type DeskAction, useDeskShortcuts } from './useDeskShortcuts';
import { useReviewQueue } from './useReviewQueue';

/** The update form of the held card; saving it moves on to the next card. */
const DeskUpdateForm = ({ card, onSaved }: { card: Transaction; onSaved: () => void }) => {
  const notify = useNotify();
  // The desk is a page of its own: the transactions' texts are named.
  const resourceKey = useResourceKey('transactions');
  return (
    <EditBase
      resource="transactions"
      id={card.id}
      mutationMode="pessimistic"
      redirect={false}
      mutationOptions={{
        onSuccess: () => {
          notify(resourceKey('messages.updated'), { type: 'success' });
          onSaved();
        },
        onError: (error: Error) => notify(error.message, { type: 'error' }),
      }}
    >
      <DetailCard title={resourceKey('update_title')}>
        <TransactionUpdateForm />
      </DetailCard>
    </EditBase>
  );
};

const EmptyQueue = ({ onRetry }: { onRetry: () => void }) => {
  const translate = useTranslate();
  return (
    <Card>
      <CardContent>
        <Stack spacing={2} sx={{ alignItems: 'center', py: 6 }}>
          <Typography variant="h2">{translate('app.review_desk.empty')}</Typography>
          <Typography color="text.secondary">{translate('app.review_desk.empty_hint')}</Typography>
          <Button variant="outlined" onClick={onRetry}>
            {translate('app.review_desk.check_again')}
          </Button>
        </Stack>
      </CardContent>
    </Card>
  );
};

/**
 * /review: one pending card at a time, claimed from the queue so two reviewers never get the same
 * one; decided with the keyboard (A, R, S, C, ?) or the buttons, then the next card comes in place.
 */
export const ReviewDesk = () => {
  const translate = useTranslate();
  const { state, next, decide, skip, reviewed } = useReviewQueue();
  const { canAccess: canReveal = false } = useCanAccess({
    resource: 'transactions',
    action: 'reveal_code',
  });
  const [rejecting, setRejecting] = useState(false);
  const [helping, setHelping] = useState(false);
  const card = state.kind === 'card' ? state.card : undefined;
  const { code: revealedCode, reveal } = useRevealedCode(card?.id ?? '');

  const onAction = useCallback(
    (action: DeskAction) => {
      if (action === 'help') return setHelping(true);
      if (!card) return;
      if (action === 'accept') decide('ORDER_ACCEPTED');
      else if (action === 'reject') setRejecting(true);
      else if (action === 'skip') skip();
      else if (action === 'reveal' && canReveal) void reveal();
    },
    [card, decide, skip, canReveal, reveal],
  );
  useDeskShortcuts(onAction, !rejecting && !helping);

  return (
    <PageFrame
      title="app.review_desk.title"
      actions={<DeskActions onAction={onAction} disabled={!card} canReveal={canReveal} />}
    >
      {state.kind === 'loading' && <Skeleton variant="rounded" height={420} />}
      {state.kind === 'empty' && (
        <Stack spacing={2.5}>
          <EmptyQueue onRetry={next} />
          <QueueHolders />
        </Stack>
      )}
      {state.kind === 'error' && (
        <Alert severity="error" role="alert">
          {translate('app.errors.screen_prefix', { message: state.message })}
        </Alert>
      )}
      {card && (
        <Grid container spacing={2.5} data-testid="desk-card">
          <Grid size={{ xs: 12, md: 7 }}>
            <DeskCard card={card} revealedCode={revealedCode ?? undefined} />
          </Grid>
          <Grid size={{ xs: 12, md: 5 }}>
            <Stack spacing={2.5}>
              <SecondApprovalWarning card={card} />
              <RiskPanel transaction={card} />
              <DeskUpdateForm key={card.id} card={card} onSaved={reviewed} />
              <CustomerHistory card={card} />
              <QueueHolders current={card.id} />
            </Stack>
          </Grid>
        </Grid>
      )}
      <RejectDialog
        open={rejecting}
        title={translate('app.review_desk.reject_title')}
        onClose={() => setRejecting(false)}
        onReject={(reason) => {
          setRejecting(false);
          decide('REJECTED', reason);
        }}
      />
      <ShortcutsDialog open={helping} onClose={() => setHelping(false)} />
    </PageFrame>
  );
};
