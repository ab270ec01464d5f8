import { useGetResourceLabel, useResourceDefinitions, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { CUSTOM_PAGE_TITLES, NOT_FOUND_TITLE } from './customPages';
import { headerTitleKeys, resourceOfPath } from './headerTitle';

/** The header title of the current path, from the resource's catalogue entries. */
export const useHeaderTitle = () => {
  const translate = useTranslate();
  const getResourceLabel = useGetResourceLabel();
  const { pathname } = useLocation();
  const resource = resourceOfPath(pathname, Object.keys(useResourceDefinitions()));
  if (!resource) return translate(CUSTOM_PAGE_TITLES[pathname] ?? NOT_FOUND_TITLE);
  const key = headerTitleKeys(pathname, resource).find((candidate) =>
    translate(candidate, { _: '' }),
  );
  return key ? translate(key) : getResourceLabel(resource, 2);
};
