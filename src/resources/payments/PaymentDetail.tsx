import { Grid, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { HttpError, ShowBase, useShowContext, useTranslate } from 'react-admin';
import { PageFrame } from '../../layout/PageFrame';
import { ActivityLogSection } from '../transactions/ActivityLogTable';
import { DetailCell } from '../transactions/DetailCard';
import { DetailError, DetailLoading } from '../transactions/DetailState';
import type { TransactionDetail } from '../transactions/types';
import {
  AdditionalSection,
  BrandSection,
  FinancialSummarySection,
  GiftCardSection,
  PaymentStatusSection,
  ProfitAnalysisSection,
  UserSection,
} from './PaymentSections';

// The detail shows its own not-found text or error panel: no toast, no redirect to the list.
const ignore = () => undefined;

/** No such gift card (404), or an id the server cannot read as one (400). */
const isMissing = (error: unknown) =>
  error instanceof HttpError && (error.status === 404 || error.status === 400);

/** Three panels a row on a wide screen, two on a tablet, one on a phone. */
const Cell = ({ children }: { children: ReactNode }) => (
  <DetailCell size={{ xs: 12, md: 6, lg: 4 }}>{children}</DetailCell>
);

const PaymentNotFound = () => {
  const translate = useTranslate();
  return (
    <Typography sx={{ py: 6, textAlign: 'center', color: 'text.secondary' }}>
      {translate('resources.payments.not_found')}
    </Typography>
  );
};

const PaymentDetailContent = () => {
  const { record, isPending, error } = useShowContext<TransactionDetail>();
  if (isPending) return <DetailLoading />;
  if (error && !isMissing(error)) {
    return <DetailError title="app.errors.occurred" message={error.message} />;
  }
  if (!record) return <PaymentNotFound />;
  return (
    <Stack spacing={2.5}>
      <Grid container spacing={2.5}>
        <Cell>
          <PaymentStatusSection payment={record} />
        </Cell>
        <Cell>
          <FinancialSummarySection payment={record} />
        </Cell>
        <Cell>
          <ProfitAnalysisSection payment={record} />
        </Cell>
        <Cell>
          <GiftCardSection payment={record} />
        </Cell>
        <Cell>
          <BrandSection payment={record} />
        </Cell>
        <Cell>
          <UserSection payment={record} />
        </Cell>
      </Grid>
      <AdditionalSection payment={record} />
      <ActivityLogSection entries={record.recent_logs} />
    </Stack>
  );
};

/** /payments/{id}: the financial and profit details of a paid gift card, read only. */
export const PaymentDetail = () => (
  <ShowBase<TransactionDetail> redirectOnError={false} queryOptions={{ onError: ignore }}>
    <PageFrame title="resources.payments.detail_title">
      <PaymentDetailContent />
    </PageFrame>
  </ShowBase>
);
