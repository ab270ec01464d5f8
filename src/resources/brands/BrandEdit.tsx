import { Box, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { Authenticated, useGetOne, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { formatDate } from '../../format';
import { PageFrame } from '../../layout/PageFrame';
import { AuditHistory } from '../audit/AuditHistory';
import { BrandForm } from './BrandForm';
import { validateBrandEdit } from './brandValidation';
import type { Brand } from './types';
import { useBrandSave } from './useBrandSave';

const F = 'resources.giftcard-brands.fields';

/** The server's read-only facts: the description (only when there is one) and the creation date. */
const BrandFacts = ({ brand }: { brand: Brand }) => {
  const translate = useTranslate();
  return (
    <Stack spacing={2} sx={{ mb: 2 }}>
      <Typography variant="body2" color="text.secondary">
        {translate(`${F}.created_at`)}: {formatDate(brand.created_at) ?? translate('app.na')}
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

/** A 404, or an id the server cannot read (400), is a brand that does not exist. */
const isMissing = (error: unknown) => {
  const status = (error as { status?: number } | null)?.status;
  return !error || status === 404 || status === 400;
};

/** /giftcard-brands/{id} */
export const BrandEdit = () => {
  const translate = useTranslate();
  const { id = '' } = useParams();
  const { data: brand, isPending, error } = useGetOne<Brand>('giftcard-brands', { id });
  const { save, isPending: saving } = useBrandSave(id);
  return (
    <Authenticated>
      <PageFrame title="resources.giftcard-brands.edit_title">
        {isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
            <CircularProgress aria-label={translate('app.list.loading')} />
          </Box>
        ) : brand ? (
          <Stack spacing={2.5}>
            <BrandForm
              record={brand}
              validate={validateBrandEdit}
              onSubmit={save}
              pending={saving}
              submitLabel="resources.giftcard-brands.actions.update"
              pendingLabel="resources.giftcard-brands.actions.updating"
            >
              <BrandFacts brand={brand} />
            </BrandForm>
            <AuditHistory targetType="brand" targetId={brand.id} />
          </Stack>
        ) : (
          <Typography role="alert" color={isMissing(error) ? 'text.secondary' : 'error'}>
            {isMissing(error) ? translate('resources.giftcard-brands.not_found') : error?.message}
          </Typography>
        )}
      </PageFrame>
    </Authenticated>
  );
};
