import { Typography, type TypographyProps } from '@mui/material';
import { formatMoney } from '../../format';

/** An amount in the app's money format, digits aligned. */
export const Amount = ({ value, ...props }: { value: string } & TypographyProps) => (
  <Typography
    component="span"
    variant="body2"
    {...props}
    sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600, ...props.sx }}
  >
    {formatMoney(value)}
  </Typography>
);
