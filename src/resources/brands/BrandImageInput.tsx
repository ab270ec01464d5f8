import UploadIcon from '@mui/icons-material/FileUploadOutlined';
import { Box, FormHelperText, Stack, Typography } from '@mui/material';
import { useEffect, useId, useState } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { imageProblem } from './brandValidation';

/** A newly chosen file, as the data provider sends it (`rawFile`), with its preview address. */
interface ChosenImage {
  rawFile: File;
  src: string;
}

/** The record's image URL, null, or a newly chosen file. */
type ImageValue = string | null | ChosenImage;

const previewOf = (value: ImageValue | undefined) =>
  typeof value === 'string' ? value : (value?.src ?? null);

/**
 * The optional brand image: JPG, PNG or GIF under 5MB, checked here before anything is sent
 * (the server checks the bytes again), with a preview of the chosen or current image.
 */
export const BrandImageInput = () => {
  const translate = useTranslate();
  const { field, fieldState } = useInput<ImageValue>({ source: 'image' });
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();
  const messageId = useId();
  const preview = previewOf(field.value);

  // A chosen file's preview address holds the file in memory until it is revoked.
  useEffect(
    () => () => {
      if (preview?.startsWith('blob:')) URL.revokeObjectURL(preview);
    },
    [preview],
  );

  const message = problem ?? fieldState.error?.message;
  return (
    <Stack spacing={1}>
      <Typography component="label" htmlFor={inputId} variant="body2" sx={{ fontWeight: 600 }}>
        {translate('resources.giftcard-brands.fields.image')}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Box
          sx={{
            width: 72,
            height: 72,
            flexShrink: 0,
            borderRadius: 2,
            border: 1,
            borderColor: 'divider',
            bgcolor: 'background.default',
            overflow: 'hidden',
            display: 'grid',
            placeItems: 'center',
          }}
        >
          {preview && (
            <Box
              component="img"
              src={preview}
              alt={translate('resources.giftcard-brands.fields.image_preview')}
              sx={{ width: '100%', height: '100%', objectFit: 'cover' }}
            />
          )}
        </Box>
        <Box>
          {/*
            The real file input stays in the tab order, visually hidden; its label is the visible,
            button-like face (a real button around it would nest two controls).
          */}
          <Box
            component="input"
            id={inputId}
            type="file"
            accept="image/jpeg,image/png,image/gif"
            aria-describedby={messageId}
            onChange={(event: React.ChangeEvent<HTMLInputElement>) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (!file) return;
              const wrong = imageProblem(file);
              setProblem(wrong);
              if (!wrong) field.onChange({ rawFile: file, src: URL.createObjectURL(file) });
            }}
            sx={{
              position: 'absolute',
              // Strings: in sx a bare 1 would mean 100%.
              width: '1px',
              height: '1px',
              overflow: 'hidden',
              clip: 'rect(0 0 0 0)',
              whiteSpace: 'nowrap',
              '&:focus-visible + label': {
                outline: 2,
                outlineStyle: 'solid',
                outlineColor: 'primary.main',
                outlineOffset: 2,
              },
            }}
          />
          <Box
            component="label"
            htmlFor={inputId}
            sx={{
              display: 'inline-flex',
              alignItems: 'center',
              gap: 1,
              px: 2,
              py: 0.75,
              border: 1,
              borderColor: 'primary.main',
              borderRadius: 2,
              color: 'primary.main',
              fontWeight: 600,
              fontSize: 14,
              cursor: 'pointer',
              '&:hover': { bgcolor: 'action.hover' },
            }}
          >
            <UploadIcon fontSize="small" />
            {translate('resources.giftcard-brands.actions.choose_image')}
          </Box>
          <FormHelperText
            id={messageId}
            error={Boolean(message)}
            role={message ? 'alert' : undefined}
          >
            {message
              ? translate(message, { _: message })
              : translate('resources.giftcard-brands.fields.image_hint')}
          </FormHelperText>
        </Box>
      </Stack>
    </Stack>
  );
};
