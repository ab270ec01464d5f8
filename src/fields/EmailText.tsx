import { Box } from '@mui/material';

const whole = { whiteSpace: 'nowrap' } as const;

/**
 * An e-mail address, never cut: it is the only way staff tell customers apart. Where a line is
 * too narrow it may wrap only before the "@" ("jane.doe" / "@example.com"), never inside either
 * half, so the address stays readable and copyable.
 */
export const EmailText = ({ email }: { email: string | null | undefined }) => {
  if (!email) return null;
  const at = email.lastIndexOf('@');
  if (at <= 0)
    return (
      <Box component="span" sx={whole}>
        {email}
      </Box>
    );
  return (
    <Box component="span" data-email={email}>
      <Box component="span" sx={whole}>
        {email.slice(0, at)}
      </Box>
      <wbr />
      <Box component="span" sx={whole}>
        {email.slice(at)}
      </Box>
    </Box>
  );
};
