import { Button } from '@mui/material';
import type { ReactNode } from 'react';

interface FilePickButtonProps {
  label: string;
  /** The input's `accept`: extensions and media types. */
  accept: string;
  onFile: (file: File | undefined) => void;
  disabled?: boolean;
  startIcon?: ReactNode;
}

/**
 * A button that opens the file picker and hands over the file chosen (an import, the bank's
 * results). The input is emptied after each choice, so that the same file can be chosen again.
 */
export const FilePickButton = ({
  label,
  accept,
  onFile,
  disabled,
  startIcon,
}: FilePickButtonProps) => (
  <Button variant="outlined" component="label" startIcon={startIcon} disabled={disabled}>
    {label}
    <input
      hidden
      type="file"
      accept={accept}
      aria-label={label}
      onChange={(event) => {
        onFile(event.target.files?.[0]);
        event.target.value = '';
      }}
    />
  </Button>
);
