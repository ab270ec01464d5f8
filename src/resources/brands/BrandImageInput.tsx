import UploadIcon from '@mui/icons-material/FileUploadOutlined';
import { Box, Typography } from '@mui/material';
import { ImageField, ImageInput, useRecordContext, useTranslate } from 'react-admin';
import { useFormContext, useFormState } from 'react-hook-form';
import { IMAGE_ACCEPT } from '../../form/imageFile';
import { validateBrandImage } from './brandValidation';

const F = 'resources.giftcard-brands.fields';

/** The record's image is a URL; react-admin's preview reads `src` like a newly chosen file's. */
const asPreview = (value: unknown) => (typeof value === 'string' ? { src: value } : value);

/** A refused file is named, not previewed: a text file renamed .png would show a broken image. */
const ImagePreview = () => {
  const translate = useTranslate();
  const file = useRecordContext<{ title?: string }>();
  const { errors } = useFormState({ name: 'image' });
  if (errors.image) {
    return (
      <Typography variant="body2" sx={{ p: 1 }}>
        {file?.title}
      </Typography>
    );
  }
  return <ImageField source="src" title={translate(`${F}.image_preview`)} />;
};

/**
 * The optional brand image on react-admin's <ImageInput>: JPG, PNG or GIF under 5MB. Every chosen
 * file becomes the field's value and goes through the field's validator, so a refused file blocks
 * the save with the spec's words as the field's only message (the server checks the bytes again).
 * Removing it (the preview's remove button) lets the brand be saved without an image.
 */
export const BrandImageInput = () => {
  const translate = useTranslate();
  const { trigger } = useFormContext();
  return (
    <ImageInput
      source="image"
      label={`${F}.image`}
      format={asPreview}
      validate={validateBrandImage}
      helperText={`${F}.image_hint`}
      inputProps={{
        'aria-label': translate('resources.giftcard-brands.actions.choose_image'),
        accept: IMAGE_ACCEPT,
      }}
      // Say at once what is wrong with the file, not only when the form is sent.
      options={{ onDrop: () => void trigger('image') }}
      placeholder={
        <Box
          component="span"
          sx={{
            display: 'inline-flex',
            alignItems: 'center',
            gap: 1,
            color: 'primary.main',
            fontWeight: 600,
            fontSize: 14,
          }}
        >
          <UploadIcon fontSize="small" />
          {translate('resources.giftcard-brands.actions.choose_image')}
        </Box>
      }
      sx={{ '& .RaFileInput-dropZone': { p: 1.5 } }}
    >
      <ImagePreview />
    </ImageInput>
  );
};
