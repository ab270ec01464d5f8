import { Box, CircularProgress, Stack, Typography } from '@mui/material';
import { Authenticated, useGetOne, useTranslate } from 'react-admin';
import { useParams } from 'react-router-dom';
import { formatDateTime } from '../../format';
import { PageFrame } from '../../layout/PageFrame';
import { ActiveBadge } from '../../list/ActiveBadge';
import { AuditHistory } from '../audit/AuditHistory';
import { formatBirthDate } from './birthDate';
import { InfoCard } from './InfoCard';
import type { User } from './types';
import { UserHeaderCard } from './UserHeaderCard';

const UserPanels = ({ user }: { user: User }) => {
  const translate = useTranslate();
  const role = translate(`resources.users.roles.${user.role}`, { _: user.role });
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2.5,
        gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 2fr) minmax(0, 1fr)' },
        alignItems: 'start',
      }}
    >
      <Stack spacing={2.5}>
        <UserHeaderCard user={user} />
        <InfoCard
          title="resources.users.sections.contact"
          rows={[
            { label: 'resources.users.fields.email', value: user.email },
            { label: 'resources.users.fields.phone', value: user.phone },
            {
              label: 'resources.users.fields.date_joined',
              value: formatDateTime(user.date_joined),
            },
          ]}
        />
        <InfoCard
          title="resources.users.sections.personal"
          rows={[
            { label: 'resources.users.fields.gender', value: user.gender_display },
            {
              label: 'resources.users.fields.date_of_birth',
              value: formatBirthDate(user.date_of_birth),
            },
            { label: 'resources.users.fields.country', value: user.country_display },
          ]}
        />
      </Stack>
      <InfoCard
        title="resources.users.sections.account"
        rows={[
          { label: 'resources.users.fields.user_id', value: user.id },
          { label: 'resources.users.fields.username', value: user.username },
          { label: 'resources.users.fields.first_name', value: user.first_name },
          { label: 'resources.users.fields.last_name', value: user.last_name },
          { label: 'resources.users.fields.address', value: user.address },
          { label: 'resources.users.fields.city', value: user.city },
          { label: 'resources.users.fields.country', value: user.country_display },
          { label: 'resources.users.fields.zip_code', value: user.zip_code },
          {
            label: 'resources.users.fields.account_status',
            value: <ActiveBadge active={user.is_active} />,
          },
          { label: 'resources.users.fields.role', value: role },
        ]}
      />
    </Box>
  );
};

/** A 404, or an id the server cannot read (400), is a user that does not exist. */
const isMissing = (error: unknown) => {
  const status = (error as { status?: number } | null)?.status;
  return status === 404 || status === 400;
};

/** /users/{id}: the customer's profile; its account is activated or deactivated from here. */
export const UserDetail = () => {
  const translate = useTranslate();
  const { id = '' } = useParams();
  const { data: user, isPending, error } = useGetOne<User>('users', { id });
  return (
    <Authenticated>
      <PageFrame title="resources.users.detail_title">
        {isPending ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
            <CircularProgress aria-label={translate('app.list.loading')} />
          </Box>
        ) : user ? (
          <Stack spacing={2.5}>
            <UserPanels user={user} />
            <AuditHistory targetType="user" targetId={user.id} />
          </Stack>
        ) : (
          <Typography role="alert" color={isMissing(error) || !error ? 'text.secondary' : 'error'}>
            {isMissing(error) || !error ? translate('resources.users.not_found') : error.message}
          </Typography>
        )}
      </PageFrame>
    </Authenticated>
  );
};
