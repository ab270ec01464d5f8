import { useRecordContext, useTranslate } from 'react-admin';
import type { Staff } from '../../../contract/resources/staff';
import { Badge } from '../../fields/Badge';

export const RoleBadge = () => {
  const translate = useTranslate();
  const staff = useRecordContext<Staff>();
  if (!staff) return null;
  return <Badge tone="blue">{translate(`resources.staff.roles.${staff.role}`)}</Badge>;
};

/** Whether the staff member signs in with a second factor: On in green, Off in grey. */
export const TwoFactorBadge = () => {
  const translate = useTranslate();
  const staff = useRecordContext<Staff>();
  if (!staff) return null;
  return (
    <Badge tone={staff.two_factor_enabled ? 'green' : 'grey'}>
      {translate(`resources.staff.two_factor.${staff.two_factor_enabled ? 'on' : 'off'}`)}
    </Badge>
  );
};
