/**
 * The brand forms' checks and texts (spec section 5). Create and edit differ on purpose: edit
 * has one message for both amounts and one for the rate's range.
 */

export interface BrandFormValues {
  name?: string | null;
  rate_percentage?: number | string | null;
  min_amount?: number | string | null;
  max_amount?: number | string | null;
}

type Errors = Partial<Record<keyof BrandFormValues, string>>;

const V = 'resources.giftcard-brands.validation';

const isEmpty = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '');

/** NaN for anything that is not a number (inputs hand over numbers; records decimal strings). */
const numberOf = (value: unknown) =>
  typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;

/** Create: each field has its own 'required' and '0 or higher' texts; the rate at most 100. */
export const validateBrandCreate = (values: BrandFormValues): Errors => {
  const errors: Errors = {};
  if (isEmpty(values.name)) errors.name = `${V}.name_required`;

  const rate = numberOf(values.rate_percentage);
  if (isEmpty(values.rate_percentage)) errors.rate_percentage = `${V}.rate_required`;
  else if (rate < 0) errors.rate_percentage = `${V}.rate_min`;
  else if (rate > 100) errors.rate_percentage = `${V}.rate_max`;

  if (isEmpty(values.min_amount)) errors.min_amount = `${V}.min_required`;
  else if (numberOf(values.min_amount) < 0) errors.min_amount = `${V}.min_min`;

  if (isEmpty(values.max_amount)) errors.max_amount = `${V}.max_required`;
  else if (numberOf(values.max_amount) < 0) errors.max_amount = `${V}.max_min`;
  return errors;
};

/** Edit: a non-empty name, both amounts present, and a rate that is a number from 0 to 100. */
export const validateBrandEdit = (values: BrandFormValues): Errors => {
  const errors: Errors = {};
  if (isEmpty(values.name)) errors.name = `${V}.name_required`;

  for (const field of ['min_amount', 'max_amount'] as const) {
    if (isEmpty(values[field])) errors[field] = `${V}.amounts_required`;
  }

  const rate = numberOf(values.rate_percentage);
  if (isEmpty(values.rate_percentage)) errors.rate_percentage = `${V}.rate_required`;
  else if (!(rate >= 0 && rate <= 100)) errors.rate_percentage = `${V}.rate_range`;
  return errors;
};

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;
const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif'];

/** The catalogue key of what is wrong with a chosen image (JPG, PNG or GIF; under 5MB), or null. */
export const imageProblem = (file: File): string | null => {
  if (!IMAGE_TYPES.includes(file.type)) return `${V}.image_type`;
  if (file.size > MAX_IMAGE_BYTES) return `${V}.image_size`;
  return null;
};
