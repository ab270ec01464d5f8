import { useGetResourceLabel, useTranslate } from 'react-admin';

/** A resource's list title: `resources.<name>.title`, else its plural `resources.<name>.name`. */
export const useResourceTitle = () => {
  const translate = useTranslate();
  const getResourceLabel = useGetResourceLabel();
  return (resource: string) =>
    translate(`resources.${resource}.title`, { _: getResourceLabel(resource, 2) });
};
