import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { useId } from 'react';
import { useDelete, useNotify, useTranslate } from 'react-admin';
import { serverMessage } from './serverError';
import type { Brand } from './types';

const M = 'resources.giftcard-brands.messages';

interface DeleteBrandDialogProps {
  brand: Brand;
  open: boolean;
  onClose: () => void;
}

/**
 * Asks before deleting. Pessimistic: the row goes only once the server agrees, and a refusal
 * (409, a brand with submissions) shows the server's own message.
 */
export const DeleteBrandDialog = ({ brand, open, onClose }: DeleteBrandDialogProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const [remove, { isPending }] = useDelete<Brand>();
  const titleId = useId();
  const textId = useId();

  const confirm = () =>
    remove(
      'giftcard-brands',
      { id: brand.id, previousData: brand },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          onClose();
          notify(`${M}.deleted`, { type: 'success', messageArgs: { name: brand.name } });
        },
        onError: (error) => {
          onClose();
          notify(serverMessage(error) ?? `${M}.delete_failed`, { type: 'error' });
        },
      },
    );

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>
        {translate('resources.giftcard-brands.actions.delete')}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>
          {translate('resources.giftcard-brands.actions.confirm_delete', { name: brand.name })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('resources.giftcard-brands.actions.cancel')}</Button>
        <Button color="error" variant="contained" disabled={isPending} onClick={confirm}>
          {translate('resources.giftcard-brands.actions.delete')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
