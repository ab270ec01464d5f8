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
 * Saves the brand form (create without a brand, edit of the brand as it was read, against which
 * only what changed is sent), waiting for the server: a success toasts and returns to the list; a
 * refusal toasts with the server's message and hands its per-field messages back to the form.
 */
export const useBrandSave = (brand?: RaRecord) => {
  const notify = useNotify();
  const navigate = useNavigate();
  const [create] = useCreate();
  const [update] = useUpdate();
  const resourceKey = useResourceKey(BRANDS_RESOURCE);

  const save = async (values: Record<string, unknown>) => {
    const data = toBrandPayload(values);
    try {
      const saved =
        brand === undefined
          ? await create(BRANDS_RESOURCE, { data }, { returnPromise: true })
          : await update(
              BRANDS_RESOURCE,
              { id: brand.id, data, previousData: brand },
              { mutationMode: 'pessimistic', returnPromise: true },
            );
      notify(resourceKey(brand === undefined ? 'messages.created' : 'messages.updated'), {
        type: 'success',
        messageArgs: { name: saved?.name ?? data.name },
      });
      navigate(BRANDS_PATH);
      return undefined;
    } catch (error) {
      notify(
        resourceKey(brand === undefined ? 'messages.create_failed' : 'messages.update_failed'),
        {
          type: 'error',
          description: serverMessage(error),
        },
      );
      return serverFieldErrors(error, FORM_FIELDS);
    }
  };

  return { save };
};
