import { ImageUploadInput } from '../../form/ImageUploadInput';
import { useResourceKey } from '../../shared/useResourceText';
import { validateBrandImage } from './brandValidation';

/**
 * The optional brand image on the shared image input: JPG, PNG or GIF under 5MB. Every chosen
 * file becomes the field's value and goes through the field's validator, so a refused file blocks
 * the save with the spec's words as the field's only message (the server checks the bytes again).
 * Removing it (the preview's remove button) lets the brand be saved without an image.
 */
export const BrandImageInput = () => {
  const resourceKey = useResourceKey();
  return (
    <ImageUploadInput
      source="image"
      isRequired={false}
      validate={validateBrandImage}
      wide={false}
      texts={{
        label: resourceKey('fields.image'),
        inputName: resourceKey('actions.choose_image'),
        hint: resourceKey('fields.image_hint'),
        choose: resourceKey('actions.choose_image'),
        preview: resourceKey('fields.image_preview'),
      }}
    />
  );
};
