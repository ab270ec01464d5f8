import { Confirm, useDelete, useNotify } from 'react-admin';
import { serverMessage } from '../../shared/serverError';
import { useResourceKey } from '../../shared/useResourceText';
import type { Brand } from './types';

interface DeleteBrandDialogProps {
  brand: Brand;
  open: boolean;
  onClose: () => void;
}

/**
 * Asks before deleting, in react-admin's confirmation dialog (the one DeleteWithConfirmButton
 * opens) with the spec's question; that button's controller would toast react-admin's own texts,
 * not the spec's with the brand's name. Pessimistic: the row goes only once the server agrees,
 * and a refusal (409, a brand with submissions) shows the server's own message.
 */
export const DeleteBrandDialog = ({ brand, open, onClose }: DeleteBrandDialogProps) => {
  const notify = useNotify();
  const resourceKey = useResourceKey();
  const [remove, { isPending }] = useDelete<Brand>();

  const confirm = () =>
    remove(
      'giftcard-brands',
      { id: brand.id, previousData: brand },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          onClose();
          notify(resourceKey('messages.deleted'), {
            type: 'success',
            messageArgs: { name: brand.name },
          });
        },
        onError: (error) => {
          onClose();
          notify(serverMessage(error) ?? resourceKey('messages.delete_failed'), { type: 'error' });
        },
      },
    );

  return (
    <Confirm
      isOpen={open}
      loading={isPending}
      title={resourceKey('actions.delete')}
      content={resourceKey('actions.confirm_delete')}
      contentTranslateOptions={{ name: brand.name }}
      confirm={resourceKey('actions.delete')}
      confirmColor="warning"
      cancel={resourceKey('actions.cancel')}
      onConfirm={confirm}
      onClose={onClose}
    />
  );
};
