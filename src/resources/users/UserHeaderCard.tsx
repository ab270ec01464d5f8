import { Avatar, Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { CanAccess, useTranslate } from 'react-admin';
import { Badge } from '../../fields/Badge';
import { ActiveBadge } from '../../list/ActiveBadge';
import { useResourceText } from '../../shared/useResourceText';
import type { User } from './types';
import { UserProfileDialog } from './UserProfileDialog';
import { UserStatusToggle } from './UserStatusToggle';
import { userName } from './userName';

/**
 * Who may edit or deactivate the account: a customer's, those who manage users; a staff member's,
 * only those who manage staff, as the server decides (api-contract.md, "Staff accounts").
 */
const managedBy = (user: User) =>
  user.role === 'customer'
    ? { resource: 'users', action: 'manage' }
    : { resource: 'staff', action: 'edit' };

/** Initial avatar, name (or username, or N/A), email, Active/Inactive and role badges. */
export const UserHeaderCard = ({ user }: { user: User }) => {
  const translate = useTranslate();
  const text = useResourceText();
  const name = userName(user) || translate('app.na');
  return (
    <Card>
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ alignItems: { sm: 'center' } }}
        >
          <Avatar sx={{ width: 64, height: 64, fontSize: 28, bgcolor: 'primary.main' }}>
            {name.charAt(0).toUpperCase()}
          </Avatar>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="h2" component="p" sx={{ overflowWrap: 'anywhere' }}>
              {name}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {user.email}
            </Typography>
            <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
              <ActiveBadge active={user.is_active} />
              <Badge tone="blue">{text(`roles.${user.role}`, { _: user.role })}</Badge>
            </Stack>
          </Box>
          <CanAccess {...managedBy(user)}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
              <UserProfileDialog user={user} />
              <UserStatusToggle user={user} />
            </Stack>
          </CanAccess>
        </Stack>
      </CardContent>
    </Card>
  );
};
