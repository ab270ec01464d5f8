import UploadIcon from '@mui/icons-material/FileUploadOutlined';
import { Box, Typography } from '@mui/material';
import { ImageField, ImageInput, useRecordContext, useTranslate } from 'react-admin';
import { useFormContext, useFormState } from 'react-hook-form';
import { IMAGE_ACCEPT, imageValidator } from './imageFile';

/** The record's image is a URL; react-admin's preview reads `src` like a newly chosen file's. */
const asPreview = (value: unknown) => (typeof value === 'string' ? { src: value } : value);

const validateImage = imageValidator({
  tooLarge: 'app.image.too_large',
  wrongType: 'app.image.wrong_type',
});

/** A refused file is named, not previewed: a text file renamed .png would show a broken image. */
const ImagePreview = ({ source, title }: { source: string; title: string }) => {
  const translate = useTranslate();
  const file = useRecordContext<{ title?: string }>();
  const { errors } = useFormState({ name: source });
  if (errors[source]) {
    return (
      <Typography variant="body2" sx={{ p: 1 }}>
        {file?.title}
      </Typography>
    );
  }
  return <ImageField source="src" title={translate(title)} />;
};

/** The words of an image field, by catalogue key: a resource may say them its own way (brands). */
export interface ImageTexts {
  label?: string;
  /** The file input's own accessible name, where the field's label does not give it (brands). */
  inputName?: string;
  hint: string;
  choose: string;
  preview: string;
}

const GENERIC_TEXTS: ImageTexts = {
  hint: 'app.image.hint',
  choose: 'app.image.choose',
  preview: 'app.image.preview',
};

/**
 * An image field of a form, as the brands' (react-admin's <ImageInput> with its preview): a JPG,
 * PNG or GIF under 5MB, checked when chosen; the form's schema says whether one is required, and
 * the server checks the bytes again. Sent in a multipart form (src/dataProvider.ts).
 */
export const ImageUploadInput = ({
  source,
  isRequired,
  texts = GENERIC_TEXTS,
  validate = validateImage,
  wide = true,
}: {
  source: string;
  isRequired: boolean;
  texts?: ImageTexts;
  validate?: typeof validateImage;
  /** Across the whole form grid (a declared form), or in the column it is placed in (brands). */
  wide?: boolean;
}) => {
  const translate = useTranslate();
  const { trigger } = useFormContext();
  return (
    <ImageInput
      source={source}
      label={texts.label}
      format={asPreview}
      validate={validate}
      isRequired={isRequired}
      helperText={texts.hint}
      inputProps={{
        ...(texts.inputName && { 'aria-label': translate(texts.inputName) }),
        accept: IMAGE_ACCEPT,
      }}
      // Say at once what is wrong with the file, not only when the form is sent.
      options={{ onDrop: () => void trigger(source) }}
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
          {translate(texts.choose)}
        </Box>
      }
      sx={{ ...(wide && { gridColumn: '1 / -1' }), '& .RaFileInput-dropZone': { p: 1.5 } }}
    >
      <ImagePreview source={source} title={texts.preview} />
    </ImageInput>
  );
};
