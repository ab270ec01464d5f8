import EditIcon from '@mui/icons-material/EditOutlined';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useId, useState } from 'react';
import {
  Form,
  maxLength,
  regex,
  TextInput,
  useNotify,
  useTranslate,
  useUpdate,
  type Validator,
} from 'react-admin';
import { SubmitButton } from '../../form/SubmitButton';
import { serverFieldErrors, serverMessage } from '../../shared/serverError';
import type { User } from './types';

const U = 'resources.users';

/** The profile fields support may change (the contract's PATCH), with the server's lengths. */
const FIELDS = [
  ['first_name', 150],
  ['last_name', 150],
  ['phone', 30],
  ['country', 2],
  ['address', 255],
  ['city', 100],
  ['zip_code', 20],
] as const;
type ProfileField = (typeof FIELDS)[number][0];

const tooLong = (max: number) =>
  maxLength(max, { message: `${U}.profile.too_long`, args: { max } });
const validators: Record<ProfileField, Validator[]> = Object.fromEntries(
  FIELDS.map(([field, max]) => [
    field,
    field === 'country'
      ? [regex(/^([A-Za-z]{2})?$/, `${U}.profile.country_invalid`)]
      : [tooLong(max)],
  ]),
) as Record<ProfileField, Validator[]>;

const profileOf = (user: User) =>
  Object.fromEntries(FIELDS.map(([field]) => [field, user[field] ?? ''])) as Record<
    ProfileField,
    string
  >;

/**
 * "Edit profile" on the user detail: a form of the customer's name, phone and address, saved
 * through the user edit call. The server's per-field refusals land under their fields.
 */
export const UserProfileDialog = ({ user }: { user: User }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const [open, setOpen] = useState(false);
  const [update] = useUpdate<User>();
  const titleId = useId();

  const save = async (values: Record<string, unknown>) => {
    const data = Object.fromEntries(
      FIELDS.map(([field]) => {
        const value = typeof values[field] === 'string' ? values[field].trim() : '';
        return [field, field === 'country' ? value.toUpperCase() : value];
      }),
    );
    try {
      await update(
        'users',
        { id: user.id, data, previousData: user },
        { mutationMode: 'pessimistic', returnPromise: true },
      );
      notify(`${U}.messages.profile_saved`, { type: 'success' });
      setOpen(false);
      return undefined;
    } catch (error) {
      const fieldErrors = serverFieldErrors(
        error,
        FIELDS.map(([field]) => field),
      );
      // A refusal of one field is said under it; anything else in a toast.
      if (Object.keys(fieldErrors).length > 0) return fieldErrors;
      notify(`${U}.messages.profile_failed`, { type: 'error', description: serverMessage(error) });
      return undefined;
    }
  };

  return (
    <>
      <Button variant="outlined" startIcon={<EditIcon />} onClick={() => setOpen(true)}>
        {translate(`${U}.actions.edit_profile`)}
      </Button>
      <Dialog
        open={open}
        onClose={() => setOpen(false)}
        aria-labelledby={titleId}
        fullScreen={phone}
        fullWidth
        maxWidth="sm"
      >
        <Form record={profileOf(user)} onSubmit={save} noValidate disableInvalidFormNotification>
          <DialogTitle id={titleId}>{translate(`${U}.profile.title`)}</DialogTitle>
          <DialogContent>
            <Box
              sx={{
                display: 'grid',
                columnGap: 2,
                gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
              }}
            >
              {FIELDS.map(([field]) => (
                <TextInput
                  key={field}
                  source={field}
                  label={`${U}.fields.${field}`}
                  validate={validators[field]}
                  helperText={field === 'country' ? `${U}.profile.country_hint` : false}
                  sx={field === 'address' ? { gridColumn: { sm: '1 / -1' } } : undefined}
                />
              ))}
            </Box>
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setOpen(false)}>{translate(`${U}.actions.cancel`)}</Button>
            <SubmitButton label={`${U}.actions.save`} />
          </DialogActions>
        </Form>
      </Dialog>
    </>
  );
};
