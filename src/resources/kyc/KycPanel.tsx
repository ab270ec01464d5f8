import {
  Alert,
  Button,
  Link,
  List,
  ListItem,
  ListItemText,
  MenuItem,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useCanAccess, useGetIdentity, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { z } from 'zod';
import { KYC_TIERS, type KycTierApproval, type kycOverview } from '../../../contract/kyc';
import { apiPaths, pathTo } from '../../../contract/paths';
import { InfoCard, type InfoRow } from '../../layout/InfoCard';
import { formatDateTime, formatMoney } from '../../shared/format';
import { httpClient, unwrap } from '../../shared/httpClient';
import { useResourceKey, useResourceText } from '../../shared/useResourceText';

type Overview = z.infer<typeof kycOverview>;
/** The panel's texts among the KYC ones. */
const panel = 'panel';

const useKyc = (userId: string) => {
  const resourceKey = useResourceKey('kyc');
  return useQuery({
    queryKey: ['kyc', userId],
    queryFn: async () =>
      unwrap<Overview>(
        (
          await httpClient(pathTo(apiPaths.kyc.user, { id: userId }), {
            fallbackError: resourceKey('errors.one'),
          })
        ).json,
      ),
  });
};

/** "$150.00 of $200.00", or "$150.00 (no limit)". */
const Usage = ({ used, limit }: { used: string; limit: string | null }) => {
  const text = useResourceText('kyc');
  return (
    <>
      {limit === null
        ? text(`${panel}.unlimited`, { used: formatMoney(used) })
        : text(`${panel}.of_limit`, { used: formatMoney(used), limit: formatMoney(limit) })}
    </>
  );
};

/** Approve for a tier, or reject with a reason (the server asks for it on reject). */
const Decision = ({ userId, tier }: { userId: string; tier: number }) => {
  const text = useResourceText('kyc');
  const resourceKey = useResourceKey('kyc');
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const [granted, setGranted] = useState(Math.max(tier, 1));
  const [reason, setReason] = useState('');
  const decide = useMutation({
    mutationFn: (decision: 'approve' | 'reject') =>
      httpClient(pathTo(apiPaths.kyc.decision, { id: userId }), {
        method: 'POST',
        body: { tier: granted, decision, reason: reason.trim() || null },
        fallbackError: resourceKey('errors.decision'),
      }),
    onSuccess: (answer, decision) => {
      // 202: the tier waits for another member of staff (four eyes).
      const said =
        answer.status === 202 ? 'requested' : decision === 'approve' ? 'approved' : 'rejected';
      notify(resourceKey(`${panel}.${said}`), { type: 'success' });
      setReason('');
      void queryClient.invalidateQueries({ queryKey: ['kyc', userId] });
      refresh();
    },
    onError: (error) => notify(error.message, { type: 'error' }),
  });
  return (
    <Stack spacing={1.5} sx={{ mt: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <TextField
          select
          size="small"
          label={text(`${panel}.decide_tier`)}
          value={granted}
          onChange={(event) => setGranted(Number(event.target.value))}
          sx={{ minWidth: 140 }}
        >
          {KYC_TIERS.map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          size="small"
          fullWidth
          label={text(`${panel}.decide_reason`)}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </Stack>
      <Stack direction="row" spacing={1.5}>
        <Button
          variant="contained"
          disabled={decide.isPending}
          onClick={() => decide.mutate('approve')}
        >
          {text(`${panel}.approve`)}
        </Button>
        <Button
          variant="outlined"
          color="error"
          disabled={decide.isPending || !reason.trim()}
          onClick={() => decide.mutate('reject')}
        >
          {text(`${panel}.reject`)}
        </Button>
      </Stack>
    </Stack>
  );
};

/** A tier another member of staff asked for: who and when; confirming it is someone else's. */
const WaitingTier = ({ userId, approval }: { userId: string; approval: KycTierApproval }) => {
  const text = useResourceText('kyc');
  const resourceKey = useResourceKey('kyc');
  const notify = useNotify();
  const refresh = useRefresh();
  const queryClient = useQueryClient();
  const { identity } = useGetIdentity();
  const askedByMe = identity?.id === approval.requested_by.id;
  const confirm = useMutation({
    mutationFn: () =>
      httpClient(pathTo(apiPaths.kyc.approveTier, { id: userId }), {
        method: 'POST',
        fallbackError: resourceKey('errors.decision'),
      }),
    onSuccess: () => {
      notify(resourceKey(`${panel}.confirmed`), { type: 'success' });
      void queryClient.invalidateQueries({ queryKey: ['kyc', userId] });
      refresh();
    },
    onError: (error) => notify(error.message, { type: 'error' }),
  });
  return (
    <Alert
      severity="info"
      sx={{ mt: 2 }}
      action={
        askedByMe ? null : (
          <Button color="inherit" disabled={confirm.isPending} onClick={() => confirm.mutate()}>
            {text(`${panel}.confirm_tier`, { tier: approval.tier })}
          </Button>
        )
      }
    >
      {text(`${panel}.waiting_tier`, {
        tier: approval.tier,
        username: approval.requested_by.username,
        at: formatDateTime(approval.requested_at),
      })}
      {askedByMe ? ` ${text(`${panel}.waiting_mine`)}` : null}
    </Alert>
  );
};

const KycCard = ({ userId }: { userId: string }) => {
  const translate = useTranslate();
  const text = useResourceText('kyc');
  const resourceKey = useResourceKey('kyc');
  const { data, error } = useKyc(userId);
  if (error) return <Typography color="error">{error.message}</Typography>;
  if (!data) return null;
  const { kyc, tier, used, documents } = data;
  const rows: InfoRow[] = [
    {
      label: resourceKey(`${panel}.tier`),
      value: text(`${panel}.tier_value`, { tier: tier.tier, name: tier.name }),
    },
    { label: resourceKey(`${panel}.status`), value: text(`statuses.${kyc.status}`) },
    ...(kyc.reason ? [{ label: resourceKey(`${panel}.reason`), value: kyc.reason }] : []),
    {
      label: resourceKey(`${panel}.used_today`),
      value: <Usage used={used.today} limit={used.daily_limit} />,
    },
    {
      label: resourceKey(`${panel}.used_month`),
      value: <Usage used={used.this_month} limit={used.monthly_limit} />,
    },
  ];
  return (
    <InfoCard title={resourceKey(`${panel}.title`)} rows={rows}>
      {data.enforced ? null : (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {text(`${panel}.limits_off`)}
        </Typography>
      )}
      <Typography component="h3" variant="subtitle1" sx={{ mt: 2, fontWeight: 600 }}>
        {text(`${panel}.documents`)}
      </Typography>
      {documents.length ? (
        <List dense aria-label={text(`${panel}.documents`)}>
          {documents.map((document) => (
            <ListItem
              key={document.id}
              disableGutters
              secondaryAction={
                <Link href={document.url} target="_blank" rel="noopener">
                  {text(`${panel}.open`)}
                </Link>
              }
            >
              <ListItemText
                // The document types' words are the KYC tiers' declaration's (what a tier requires).
                primary={translate(`resources.kyc-tiers.choices.requires.${document.type}`)}
                secondary={`${text(`statuses.${document.status}`)} · ${formatDateTime(document.created_at)}`}
              />
            </ListItem>
          ))}
        </List>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {text(`${panel}.no_documents`)}
        </Typography>
      )}
      {data.approval ? <WaitingTier userId={userId} approval={data.approval} /> : null}
      <Decision userId={userId} tier={kyc.tier} />
    </InfoCard>
  );
};

/**
 * A customer's KYC on their detail, for those who review it (admin, support): tier, what was
 * paid today and this month against its limits, the documents, and the decision.
 */
export const KycPanel = ({ userId }: { userId: string }) => {
  const { canAccess = false } = useCanAccess({ resource: 'kyc', action: 'list' });
  return canAccess ? <KycCard userId={userId} /> : null;
};
