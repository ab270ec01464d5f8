import { maxValue, minValue, number, regex, required, type Validator } from 'react-admin';
import { IMAGE_TYPES, MAX_IMAGE_BYTES } from '../../../contract/common';

/**
 * The brand forms' checks, on react-admin's validators with the spec's texts (section 5). Create
 * and edit differ on purpose: edit has one message for both amounts and one for the rate's range.
 */

export type BrandField = 'name' | 'rate_percentage' | 'min_amount' | 'max_amount';

const V = 'resources.giftcard-brands.validation';

/** Required, and more than blanks (react-admin's `required` alone accepts '   '). */
const nameValidators = [required(`${V}.name_required`), regex(/\S/, `${V}.name_required`)];

/** Create: each field has its own 'required' and '0 or higher' texts; the rate at most 100. */
export const brandCreateValidators: Record<BrandField, Validator[]> = {
  name: nameValidators,
  rate_percentage: [
    required(`${V}.rate_required`),
    minValue(0, `${V}.rate_min`),
    maxValue(100, `${V}.rate_max`),
  ],
  min_amount: [required(`${V}.min_required`), minValue(0, `${V}.min_min`)],
  max_amount: [required(`${V}.max_required`), minValue(0, `${V}.max_min`)],
};

/** Edit: a non-empty name, both amounts present, and a rate that is a number from 0 to 100. */
export const brandEditValidators: Record<BrandField, Validator[]> = {
  name: nameValidators,
  rate_percentage: [
    required(`${V}.rate_required`),
    number(`${V}.rate_range`),
    minValue(0, `${V}.rate_range`),
    maxValue(100, `${V}.rate_range`),
  ],
  min_amount: [required(`${V}.amounts_required`)],
  max_amount: [required(`${V}.amounts_required`)],
};

/** JPG, PNG or GIF: what the file picker offers. */
export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');

/** The first bytes of each accepted format (the server checks the same way). */
const SIGNATURES: readonly (readonly number[])[] = [
  [0xff, 0xd8, 0xff], // JPEG
  [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], // PNG
  [0x47, 0x49, 0x46, 0x38], // GIF8
];

const startsAsImage = async (file: Blob) => {
  const head = new Uint8Array(await file.slice(0, 8).arrayBuffer());
  return SIGNATURES.some((signature) => signature.every((byte, at) => head[at] === byte));
};

/**
 * The brand image's validator: a newly chosen file (react-admin's `{rawFile}`) must be under
 * 5MB and really a JPG, PNG or GIF by its bytes, not only by its name, so that a refused file
 * keeps the form from being sent at all (the server would refuse it anyway, with other words).
 * The current image (a URL) and no image pass.
 */
export const validateBrandImage = async (value: unknown) => {
  const file = (value as { rawFile?: unknown } | null)?.rawFile;
  if (!(file instanceof Blob)) return undefined;
  if (file.size > MAX_IMAGE_BYTES) return `${V}.image_size`;
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type) || !(await startsAsImage(file))) {
    return `${V}.image_type`;
  }
  return undefined;
};
