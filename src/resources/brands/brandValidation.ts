import { maxValue, minValue, number, regex, required, type Validator } from 'react-admin';
import { imageValidator } from '../../form/imageFile';

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

/** The brand image's validator, with the spec's words (section 5). */
export const validateBrandImage = imageValidator({
  tooLarge: `${V}.image_size`,
  wrongType: `${V}.image_type`,
});
