import { Card, CardContent, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { TextField, useTranslate } from 'react-admin';
import { DateTimeField } from '../../fields/DateTimeField';
import { useResourceKey, useResourceText } from '../../shared/useResourceText';
import { DisputeStatusPill } from './DisputeStatusPill';
import type { Dispute } from './types';

const Row = ({ label, children }: { label: string; children: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Stack
      component="div"
      direction="row"
      spacing={2}
      sx={{ justifyContent: 'space-between', alignItems: 'center', py: 1.25 }}
    >
      <Typography component="dt" variant="body2" color="text.secondary">
        {translate(label)}
      </Typography>
      <Typography
        component="dd"
        variant="body2"
        sx={{ m: 0, fontWeight: 500, textAlign: 'right', overflowWrap: 'anywhere' }}
      >
        {children}
      </Typography>
    </Stack>
  );
};

/** ID, status, date submitted and who filed it (the customer's username), of the record in context. */
export const DisputeInfo = ({ dispute }: { dispute: Dispute }) => {
  const text = useResourceText();
  const resourceKey = useResourceKey();
  return (
    <Card>
      <CardContent>
        <Typography variant="h2" sx={{ fontSize: '1rem', mb: 1 }}>
          {text('info.title')}
        </Typography>
        <Stack
          component="dl"
          divider={<Stack sx={{ borderTop: 1, borderColor: 'divider' }} />}
          sx={{ m: 0 }}
        >
          <Row label={resourceKey('info.id')}>
            <TextField source="id" />
          </Row>
          <Row label={resourceKey('info.status')}>
            <DisputeStatusPill status={dispute.status} />
          </Row>
          <Row label={resourceKey('info.submitted')}>
            <DateTimeField source="created_at" />
          </Row>
          <Row label={resourceKey('info.filled_by')}>
            <TextField source="customer_username" />
          </Row>
        </Stack>
      </CardContent>
    </Card>
  );
};
