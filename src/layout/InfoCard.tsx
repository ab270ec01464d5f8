import { Box, Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { TextField, useTranslate, useTranslateLabel } from 'react-admin';

/** Empty values show 'N/A'. */
export type InfoRow =
  | {
      /** Catalogue key of the label. */
      label: string;
      value: ReactNode;
    }
  | {
      /**
       * A field of the record, labelled as react-admin labels its fields (the resource's
       * `fields.<source>`); its value is the field's text unless given.
       */
      source: string;
      value?: ReactNode;
    };

const rowValue = (row: InfoRow) =>
  'label' in row || row.value !== undefined ? (
    row.value
  ) : (
    <TextField source={row.source} emptyText="app.na" />
  );

/** Label/value rows as a description list: the body of InfoCard, or on their own (a dialog). */
export const InfoRows = ({ rows }: { rows: InfoRow[] }) => {
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  if (rows.length === 0) return null;
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        display: 'grid',
        gridTemplateColumns: 'minmax(110px, auto) 1fr',
        columnGap: 2,
        rowGap: 1.25,
      }}
    >
      {rows.map((row) => {
        const value = rowValue(row);
        return (
          <Box key={'label' in row ? row.label : row.source} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {translateLabel('label' in row ? { label: row.label } : { source: row.source })}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
              {value === '' || value === null || value === undefined ? translate('app.na') : value}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
};

/** A titled card of label/value rows, as a description list, and what follows them. */
export const InfoCard = ({
  title,
  rows,
  children,
}: {
  title: string;
  rows: InfoRow[];
  children?: ReactNode;
}) => {
  const translate = useTranslate();
  return (
    <Card>
      <CardContent>
        <Typography variant="h2" sx={{ mb: 1.5 }}>
          {translate(title)}
        </Typography>
        <InfoRows rows={rows} />
        {children}
      </CardContent>
    </Card>
  );
};
