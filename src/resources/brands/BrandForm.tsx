import { Box, Button, Card, CardContent, Stack } from '@mui/material';
import type { ReactNode } from 'react';
import {
  BooleanInput,
  Form,
  NumberInput,
  type RaRecord,
  TextInput,
  useTranslate,
  type Validator,
} from 'react-admin';
import { Link } from 'react-router-dom';
import { BrandImageInput } from './BrandImageInput';
import type { BrandField } from './brandValidation';
import { BRANDS_PATH } from './paths';

const F = 'resources.giftcard-brands.fields';
const A = 'resources.giftcard-brands.actions';

interface BrandFormProps {
  /** The brand being edited; absent on create. */
  record?: Partial<RaRecord>;
  /** react-admin validators of each field, with the spec's texts for create or edit. */
  validators: Record<BrandField, Validator[]>;
  onSubmit: (values: Record<string, unknown>) => Promise<Record<string, string> | undefined>;
  pending: boolean;
  /** Catalogue keys of the submit button, idle and while the server works. */
  submitLabel: string;
  pendingLabel: string;
  /** Read-only facts shown above the fields (edit: description, creation date). */
  children?: ReactNode;
}

/** The fields shared by the create and edit forms (spec section 2, "Brand create and edit forms"). */
export const BrandForm = ({
  record,
  validators,
  onSubmit,
  pending,
  submitLabel,
  pendingLabel,
  children,
}: BrandFormProps) => {
  const translate = useTranslate();
  return (
    <Card>
      <CardContent>
        <Form
          record={record}
          defaultValues={{ is_active: true, currency: 'USD', image: null }}
          onSubmit={onSubmit}
          // Each field shows its own message; react-admin's extra "form is not valid" toast is not in the spec.
          disableInvalidFormNotification
          // The browser's own checks (min, max, step) would block the submit with its own words.
          noValidate
        >
          {children}
          <Box
            sx={{
              display: 'grid',
              columnGap: 2,
              gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
            }}
          >
            <TextInput source="name" label={`${F}.name`} size="small" validate={validators.name} />
            <NumberInput
              source="rate_percentage"
              label={`${F}.rate_percentage`}
              step={0.01}
              min={0}
              max={100}
              validate={validators.rate_percentage}
            />
            <NumberInput
              source="min_amount"
              label={`${F}.min_amount`}
              step={0.01}
              min={0}
              validate={validators.min_amount}
            />
            <NumberInput
              source="max_amount"
              label={`${F}.max_amount`}
              step={0.01}
              min={0}
              validate={validators.max_amount}
            />
            <TextInput source="currency" label={`${F}.currency`} size="small" readOnly />
            <BooleanInput
              source="is_active"
              label={`${F}.is_active`}
              sx={{ alignSelf: 'center' }}
            />
          </Box>
          <BrandImageInput />
          <Stack direction="row" spacing={1.5} sx={{ justifyContent: 'flex-end', mt: 3 }}>
            <Button component={Link} to={BRANDS_PATH} variant="outlined">
              {translate(`${A}.cancel`)}
            </Button>
            <Button type="submit" variant="contained" disabled={pending}>
              {translate(pending ? pendingLabel : submitLabel)}
            </Button>
          </Stack>
        </Form>
      </CardContent>
    </Card>
  );
};
