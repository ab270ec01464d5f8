import { useRecordContext } from 'react-admin';
import type { Staff } from '../../../contract/resources/staff';
import { Badge } from '../../fields/Badge';
import { useResourceText } from '../../shared/useResourceText';

export const RoleBadge = () => {
  const text = useResourceText();
  const staff = useRecordContext<Staff>();
  if (!staff) return null;
  return <Badge tone="blue">{text(`roles.${staff.role}`)}</Badge>;
};

/** Whether the staff member signs in with a second factor: On in green, Off in grey. */
export const TwoFactorBadge = () => {
  const text = useResourceText();
  const staff = useRecordContext<Staff>();
  if (!staff) return null;
  return (
    <Badge tone={staff.two_factor_enabled ? 'green' : 'grey'}>
      {text(`two_factor.${staff.two_factor_enabled ? 'on' : 'off'}`)}
    </Badge>
  );
};
