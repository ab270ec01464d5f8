import { useGetResourceLabel, useResourceDefinitions, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { CUSTOM_PAGE_TITLES } from './customPages';
import { headerTitleKeys, resourceOfPath } from './headerTitle';

/** The header title of the current path, from the resource's catalogue entries. */
export const useHeaderTitle = () => {
  const translate = useTranslate();
  const getResourceLabel = useGetResourceLabel();
  const { pathname } = useLocation();
  const resource = resourceOfPath(pathname, Object.keys(useResourceDefinitions()));
  if (!resource) return translate(CUSTOM_PAGE_TITLES[pathname] ?? 'ra.page.dashboard');
  const key = headerTitleKeys(pathname, resource).find((candidate) =>
    translate(candidate, { _: '' }),
  );
  return key ? translate(key) : getResourceLabel(resource, 2);
};
