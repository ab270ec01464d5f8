import { type RaRecord, useCreate, useNotify, useUpdate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { serverFieldErrors, serverMessage } from '../../shared/serverError';
import { useResourceKey } from '../../shared/useResourceText';
import { BRANDS_PATH, BRANDS_RESOURCE } from './paths';

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
  const resourceKey = useResourceKey(BRANDS_RESOURCE);

  const save = async (values: Record<string, unknown>) => {
    const data = toBrandPayload(values);
    try {
      const brand =
        id === undefined
          ? await create(BRANDS_RESOURCE, { data }, { returnPromise: true })
          : await update(
              BRANDS_RESOURCE,
              { id, data, previousData: values as RaRecord },
              { mutationMode: 'pessimistic', returnPromise: true },
            );
      notify(resourceKey(id === undefined ? 'messages.created' : 'messages.updated'), {
        type: 'success',
        messageArgs: { name: brand?.name ?? data.name },
      });
      navigate(BRANDS_PATH);
      return undefined;
    } catch (error) {
      notify(resourceKey(id === undefined ? 'messages.create_failed' : 'messages.update_failed'), {
        type: 'error',
        description: serverMessage(error),
      });
      return serverFieldErrors(error, FORM_FIELDS);
    }
  };

  return { save };
};
