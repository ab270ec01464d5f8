import UploadIcon from '@mui/icons-material/FileUploadOutlined';
import { Box, FormHelperText } from '@mui/material';
import { useId, useState } from 'react';
import { ImageField, ImageInput, useTranslate } from 'react-admin';
import {
  IMAGE_TYPES,
  type ImageRejection,
  imageRejection,
  MAX_IMAGE_BYTES,
} from './brandValidation';

const F = 'resources.giftcard-brands.fields';

/** The record's image is a URL; react-admin's preview reads `src` like a newly chosen file's. */
const asPreview = (value: unknown) => (typeof value === 'string' ? { src: value } : value);

/**
 * The optional brand image on react-admin's <ImageInput>: JPG, PNG or GIF under 5MB, refused
 * here with the spec's words before anything is sent (the server checks the bytes again), with a
 * preview of the chosen or current image. A chosen file reaches the data provider as `rawFile`.
 */
export const BrandImageInput = () => {
  const translate = useTranslate();
  const [problem, setProblem] = useState<string | null>(null);
  const messageId = useId();
  return (
    <Box>
      <ImageInput
        source="image"
        label={`${F}.image`}
        accept={IMAGE_TYPES}
        maxSize={MAX_IMAGE_BYTES}
        format={asPreview}
        helperText={false}
        inputProps={{
          'aria-label': translate('resources.giftcard-brands.actions.choose_image'),
          'aria-describedby': messageId,
        }}
        options={{
          onDropAccepted: () => setProblem(null),
          onDropRejected: (rejections: ImageRejection[]) => setProblem(imageRejection(rejections)),
        }}
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
        <ImageField source="src" title={translate(`${F}.image_preview`)} />
      </ImageInput>
      <FormHelperText id={messageId} error={Boolean(problem)} role={problem ? 'alert' : undefined}>
        {translate(problem ?? `${F}.image_hint`)}
      </FormHelperText>
    </Box>
  );
};
