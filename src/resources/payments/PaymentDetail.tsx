import { Grid, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import { useRecordContext } from 'react-admin';
import { RecordDetail } from '../../detail/RecordDetail';
import { useResourceKey } from '../../shared/useResourceText';
import type { TransactionDetail } from '../transactions/panels';
import { ActivityLogSection, DetailCell } from '../transactions/panels';
import {
  AdditionalSection,
  BrandSection,
  FinancialSummarySection,
  GiftCardSection,
  PaymentStatusSection,
  ProfitAnalysisSection,
  UserSection,
} from './PaymentSections';

/** Three panels a row on a wide screen, two on a tablet, one on a phone. */
const Cell = ({ children }: { children: ReactNode }) => (
  <DetailCell size={{ xs: 12, md: 6, lg: 4 }}>{children}</DetailCell>
);

const PaymentPanels = () => {
  const record = useRecordContext<TransactionDetail>();
  if (!record) return null;
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
export const PaymentDetail = () => {
  const resourceKey = useResourceKey();
  return (
    <RecordDetail notFound={resourceKey('not_found')} errorTitle="app.errors.occurred">
      <PaymentPanels />
    </RecordDetail>
  );
};
