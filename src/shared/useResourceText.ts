import { useCallback } from 'react';
import { useResourceContext, useTranslate } from 'react-admin';

/**
 * The catalogue key of a resource's own text, `resources.<resource>.<key>`: of the resource
 * named, else of the current resource context (the screen's <Resource>, a <ListBase resource>).
 * A resource folder so never spells its own name in its keys, and a rename follows; a panel shown
 * on another resource's page (the KYC panel on a user's) names its resource.
 */
export const useResourceKey = (resource?: string) => {
  const name = useResourceContext({ resource });
  return useCallback(
    (key: string) => {
      if (!name) throw new Error(`No resource to say "${key}" of: name one, or render it in one.`);
      return `resources.${name}.${key}`;
    },
    [name],
  );
};

/** A resource's own text in the reader's language: `useResourceKey`'s key, translated. */
export const useResourceText = (resource?: string) => {
  const translate = useTranslate();
  const keyOf = useResourceKey(resource);
  return useCallback(
    (key: string, options?: Record<string, unknown>) => translate(keyOf(key), options),
    [translate, keyOf],
  );
};
