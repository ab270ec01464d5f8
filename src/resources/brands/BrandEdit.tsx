import { Stack, TextField, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { RecordDetail } from '../../detail/RecordDetail';
import { DateTimeField } from '../../fields/DateTimeField';
import { AuditHistory } from '../audit/panels';
import { BrandForm } from './BrandForm';
import { brandEditValidators } from './brandValidation';
import type { Brand } from './types';
import { useBrandSave } from './useBrandSave';

const F = 'resources.giftcard-brands.fields';

/** The server's read-only facts: the description (only when there is one) and the creation date. */
const BrandFacts = ({ brand }: { brand: Brand }) => {
  const translate = useTranslate();
  return (
    <Stack spacing={2} sx={{ mb: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {translate(`${F}.created_at`)}: <DateTimeField source="created_at" showTime={false} />
      </Typography>
      {brand.description && (
        <TextField
          label={translate(`${F}.description`)}
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
  const { save } = useBrandSave(brand?.id);
  if (!brand) return null;
  return (
    <Stack spacing={2.5}>
      <BrandForm
        record={brand}
        validators={brandEditValidators}
        onSubmit={save}
        submitLabel="resources.giftcard-brands.actions.update"
        pendingLabel="resources.giftcard-brands.actions.updating"
      >
        <BrandFacts brand={brand} />
      </BrandForm>
      <AuditHistory targetType="brand" targetId={brand.id} />
    </Stack>
  );
};

/** /giftcard-brands/{id}: react-admin's edit route is the spec's path. */
export const BrandEdit = () => (
  <RecordDetail
    kind="edit"
    title="resources.giftcard-brands.edit_title"
    notFound="resources.giftcard-brands.not_found"
  >
    <BrandEditForm />
  </RecordDetail>
);
