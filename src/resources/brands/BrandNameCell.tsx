import { Avatar, Stack } from '@mui/material';
import type { Brand } from './types';

/** The brand's logo thumbnail (its initial when it has none) beside its name. */
export const BrandNameCell = ({ brand }: { brand: Pick<Brand, 'name' | 'image'> }) => (
  <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
    {/* Decorative: the name next to it says which brand it is. */}
    <Avatar
      src={brand.image ?? undefined}
      alt=""
      variant="rounded"
      sx={{ width: 32, height: 32, fontSize: 14 }}
    >
      {brand.name.charAt(0).toUpperCase()}
    </Avatar>
    <span>{brand.name}</span>
  </Stack>
);
