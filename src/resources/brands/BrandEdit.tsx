import { Stack, TextField, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { RecordDetail } from '../../detail/RecordDetail';
import { DateTimeField } from '../../fields/DateTimeField';
import { useResourceKey, useResourceText } from '../../shared/useResourceText';
import { AuditHistory } from '../audit/panels';
import { BrandForm } from './BrandForm';
import { brandEditValidators } from './brandValidation';
import type { Brand } from './types';
import { useBrandSave } from './useBrandSave';

/** The server's read-only facts: the description (only when there is one) and the creation date. */
const BrandFacts = ({ brand }: { brand: Brand }) => {
  const text = useResourceText();
  return (
    <Stack spacing={2} sx={{ mb: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {text('fields.created_at')}: <DateTimeField source="created_at" showTime={false} />
      </Typography>
      {brand.description && (
        <TextField
          label={text('fields.description')}
          value={brand.description}
          multiline
          size="small"
          slotProps={{ input: { readOnly: true } }}
        />
      )}
    </Stack>
  );
};

const BrandEditForm = () => {
  const brand = useRecordContext<Brand>();
  const { save } = useBrandSave(brand);
  const resourceKey = useResourceKey();
  if (!brand) return null;
  return (
    <Stack spacing={2.5}>
      <BrandForm
        record={brand}
        validators={brandEditValidators}
        onSubmit={save}
        submitLabel={resourceKey('actions.update')}
        pendingLabel={resourceKey('actions.updating')}
      >
        <BrandFacts brand={brand} />
      </BrandForm>
      <AuditHistory targetType="brand" targetId={brand.id} />
    </Stack>
  );
};

/** /giftcard-brands/{id}: react-admin's edit route is the spec's path. */
export const BrandEdit = () => {
  const resourceKey = useResourceKey();
  return (
    <RecordDetail kind="edit" title={resourceKey('edit_title')} notFound={resourceKey('not_found')}>
      <BrandEditForm />
    </RecordDetail>
  );
};
