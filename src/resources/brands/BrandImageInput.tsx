import { ImageUploadInput } from '../../form/ImageUploadInput';
import { validateBrandImage } from './brandValidation';

const F = 'resources.giftcard-brands.fields';

/**
 * The optional brand image on the shared image input: JPG, PNG or GIF under 5MB. Every chosen
 * file becomes the field's value and goes through the field's validator, so a refused file blocks
 * the save with the spec's words as the field's only message (the server checks the bytes again).
 * Removing it (the preview's remove button) lets the brand be saved without an image.
 */
export const BrandImageInput = () => (
  <ImageUploadInput
    source="image"
    isRequired={false}
    validate={validateBrandImage}
    wide={false}
    texts={{
      label: `${F}.image`,
      inputName: 'resources.giftcard-brands.actions.choose_image',
      hint: `${F}.image_hint`,
      choose: 'resources.giftcard-brands.actions.choose_image',
      preview: `${F}.image_preview`,
    }}
  />
);
