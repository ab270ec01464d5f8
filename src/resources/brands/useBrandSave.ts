import { type RaRecord, useCreate, useNotify, useUpdate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { serverFieldErrors, serverMessage } from '../../shared/serverError';
import { BRANDS_PATH } from './paths';

const RESOURCE = 'giftcard-brands';
const M = 'resources.giftcard-brands.messages';
const FORM_FIELDS = ['name', 'rate_percentage', 'min_amount', 'max_amount', 'image'] as const;

/** What is sent: the name trimmed and the currency fixed to USD (spec section 5). */
export const toBrandPayload = (values: Record<string, unknown>) => ({
  ...values,
  name: typeof values.name === 'string' ? values.name.trim() : values.name,
  currency: 'USD',
});

/**
 * Saves the brand form (create without an id, edit with one), waiting for the server: a success
 * toasts and returns to the list; a refusal toasts with the server's message and hands its
 * per-field messages back to the form.
 */
export const useBrandSave = (id?: RaRecord['id']) => {
  const notify = useNotify();
  const navigate = useNavigate();
  const [create] = useCreate();
  const [update] = useUpdate();

  const save = async (values: Record<string, unknown>) => {
    const data = toBrandPayload(values);
    try {
      const brand =
        id === undefined
          ? await create(RESOURCE, { data }, { returnPromise: true })
          : await update(
              RESOURCE,
              { id, data, previousData: values as RaRecord },
              { mutationMode: 'pessimistic', returnPromise: true },
            );
      notify(id === undefined ? `${M}.created` : `${M}.updated`, {
        type: 'success',
        messageArgs: { name: brand?.name ?? data.name },
      });
      navigate(BRANDS_PATH);
      return undefined;
    } catch (error) {
      notify(id === undefined ? `${M}.create_failed` : `${M}.update_failed`, {
        type: 'error',
        description: serverMessage(error),
      });
      return serverFieldErrors(error, FORM_FIELDS);
    }
  };

  return { save };
};
