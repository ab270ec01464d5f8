import { useTranslate } from 'react-admin';
import { Badge } from '../fields/Badge';

/** Users' and brands' is_active: Active in green, Inactive in red (spec section 2). */
export const ActiveBadge = ({ active }: { active: boolean }) => {
  const translate = useTranslate();
  return (
    <Badge tone={active ? 'green' : 'red'}>
      {translate(active ? 'app.list.active' : 'app.list.inactive')}
    </Badge>
  );
};
