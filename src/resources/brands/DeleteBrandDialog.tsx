import { Confirm, useDelete, useNotify } from 'react-admin';
import { serverMessage } from '../../shared/serverError';
import type { Brand } from './types';

const M = 'resources.giftcard-brands.messages';

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
  const [remove, { isPending }] = useDelete<Brand>();

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
    <Confirm
      isOpen={open}
      loading={isPending}
      title="resources.giftcard-brands.actions.delete"
      content="resources.giftcard-brands.actions.confirm_delete"
      contentTranslateOptions={{ name: brand.name }}
      confirm="resources.giftcard-brands.actions.delete"
      confirmColor="warning"
      cancel="resources.giftcard-brands.actions.cancel"
      onConfirm={confirm}
      onClose={onClose}
    />
  );
};
