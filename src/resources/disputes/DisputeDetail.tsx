import { Box, Card, CircularProgress, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Authenticated, CanAccess, HttpError, useGetOne, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { DisputeChat } from '../../custom/disputeChat/DisputeChat';
import { PageFrame } from '../../layout/PageFrame';
import { DisputeActions } from './DisputeActions';
import { DisputeInfo } from './DisputeInfo';
import type { Dispute } from './types';

const Notice = ({ children, error }: { children: ReactNode; error?: boolean }) => (
  <Card sx={{ p: 4, textAlign: 'center' }}>
    <Typography color={error ? 'error' : 'text.secondary'} role={error ? 'alert' : undefined}>
      {children}
    </Typography>
  </Card>
);

const isNotFound = (error: unknown) => error instanceof HttpError && error.status === 404;

/** Dispute Info and Dispute Actions, once the dispute has loaded. */
const SidePanel = ({ dispute, isPending }: { dispute?: Dispute; isPending: boolean }) => {
  const translate = useTranslate();
  if (isPending || !dispute) {
    return (
      <Card sx={{ p: 4, display: 'grid', placeItems: 'center' }}>
        <CircularProgress size={28} aria-label={translate('app.list.loading')} />
      </Card>
    );
  }
  return (
    <Stack spacing={2.5}>
      <DisputeInfo dispute={dispute} />
      <CanAccess resource="disputes" action="manage">
        <DisputeActions dispute={dispute} />
      </CanAccess>
    </Stack>
  );
};

/**
 * /disputes/{id}: the live chat on the left 60%, Dispute Info and Dispute Actions on the right
 * 40%; stacked on a phone, the chat first. A 404 or an empty answer is 'Dispute not found'.
 */
export const DisputeDetail = () => {
  const translate = useTranslate();
  const { id } = useParams<{ id: string }>();
  const { data, isPending, error } = useGetOne<Dispute>('disputes', { id: id ?? '' });
  const notFound = !isPending && (isNotFound(error) || (!error && !data));

  let content: ReactNode;
  if (notFound) content = <Notice>{translate('resources.disputes.not_found')}</Notice>;
  else if (error) content = <Notice error>{error.message}</Notice>;
  else {
    content = (
      <Box
        sx={{
          display: 'grid',
          gap: 2.5,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
          alignItems: 'start',
        }}
      >
        <DisputeChat disputeId={id} />
        <SidePanel dispute={data} isPending={isPending} />
      </Box>
    );
  }

  return (
    <Authenticated>
      <PageFrame title="resources.disputes.detail_title">{content}</PageFrame>
    </Authenticated>
  );
};
