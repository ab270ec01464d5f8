import { Avatar } from '@mui/material';
import type { ReactNode } from 'react';

interface BrandImageProps {
  src: string | null | undefined;
  /** The brand's name: the image's alternative text, and its initial when there is no image. */
  name: string;
  size?: number;
  /** Shown when there is no image; the name's initial by default. */
  fallback?: ReactNode;
}

/** A brand logo or card picture in a rounded square. */
export const BrandImage = ({ src, name, size = 72, fallback }: BrandImageProps) => (
  <Avatar
    variant="rounded"
    src={src ?? undefined}
    alt={name}
    sx={{
      width: size,
      height: size,
      fontSize: size / 2.5,
      bgcolor: '#4f46e5',
      color: '#ffffff',
      border: 1,
      borderColor: 'divider',
      '& img': { objectFit: 'contain', bgcolor: '#ffffff' },
    }}
  >
    {fallback ?? name.charAt(0).toUpperCase()}
  </Avatar>
);
