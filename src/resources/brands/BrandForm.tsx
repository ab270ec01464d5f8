import type { ReactNode } from 'react';
import {
  BooleanInput,
  NumberInput,
  type RaRecord,
  ResourceContextProvider,
  TextInput,
  type Validator,
} from 'react-admin';
import { FormFrame } from '../../form/FormFrame';
import { BrandImageInput } from './BrandImageInput';
import type { BrandField } from './brandValidation';
import { BRANDS_PATH, BRANDS_RESOURCE } from './paths';

interface BrandFormProps {
  /** The brand being edited; absent on create. */
  record?: Partial<RaRecord>;
  /** react-admin validators of each field, with the spec's texts for create or edit. */
  validators: Record<BrandField, Validator[]>;
  onSubmit: (values: Record<string, unknown>) => Promise<Record<string, string> | undefined>;
  /** Catalogue keys of the submit button, idle and while the server works. */
  submitLabel: string;
  pendingLabel: string;
  /** Read-only facts shown above the fields (edit: description, creation date). */
  children?: ReactNode;
}

/**
 * The fields shared by the create and edit forms (spec section 2, "Brand create and edit forms"),
 * on the app's form frame. The browser's own checks (min, max, step) do not run: the fields'
 * validators say what is wrong in the spec's words.
 */
export const BrandForm = ({
  record,
  validators,
  onSubmit,
  submitLabel,
  pendingLabel,
  children,
}: BrandFormProps) => (
  // The create page sits on a route of its own: its fields are labelled as the brands' all the same.
  <ResourceContextProvider value={BRANDS_RESOURCE}>
    <FormFrame
      record={record}
      defaultValues={{ is_active: true, currency: 'USD', image: null }}
      onSubmit={onSubmit}
      facts={children}
      wide={<BrandImageInput />}
      cancelTo={BRANDS_PATH}
      submitLabel={submitLabel}
      pendingLabel={pendingLabel}
    >
      <TextInput source="name" size="small" validate={validators.name} />
      <NumberInput
        source="rate_percentage"
        step={0.01}
        min={0}
        max={100}
        validate={validators.rate_percentage}
      />
      <NumberInput source="min_amount" step={0.01} min={0} validate={validators.min_amount} />
      <NumberInput source="max_amount" step={0.01} min={0} validate={validators.max_amount} />
      <TextInput source="currency" size="small" readOnly />
      <BooleanInput source="is_active" sx={{ alignSelf: 'center' }} />
    </FormFrame>
  </ResourceContextProvider>
);
