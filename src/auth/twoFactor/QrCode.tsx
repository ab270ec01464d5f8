import { Box, CircularProgress } from '@mui/material';
import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';

/** The otpauth:// address as a QR code image, for an authenticator app to scan. */
export const QrCode = ({ value, label }: { value: string; label: string }) => {
  const [image, setImage] = useState<string | null>(null);
  useEffect(() => {
    let current = true;
    toDataURL(value, { width: 200, margin: 1 }).then((url) => {
      if (current) setImage(url);
    });
    return () => {
      current = false;
    };
  }, [value]);
  return (
    <Box sx={{ width: 200, height: 200, display: 'grid', placeItems: 'center', mx: 'auto' }}>
      {image ? (
        <img src={image} alt={label} width={200} height={200} />
      ) : (
        <CircularProgress size={28} />
      )}
    </Box>
  );
};
