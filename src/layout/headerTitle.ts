/**
 * Catalogue keys that may name the header for a path, most specific first (spec, "Shell"): a
 * resource's `header.<segment>` (a page of its own such as /giftcard-brands/add), `header.edit` or
 * `header.show` on a record, `header.list`, then its page title. The caller falls back to the
 * resource's name; outside resources, the app's own pages name themselves (customPages.ts) and any
 * other path is the not-found page.
 */
export const headerTitleKeys = (pathname: string, resource: string): string[] => {
  const [, segment, view] = pathname.split('/').filter(Boolean);
  const header = `resources.${resource}.header`;
  const keys = [`${header}.list`, `resources.${resource}.title`];
  if (!segment) return keys;
  return [`${header}.${segment}`, `${header}.${view === 'show' ? 'show' : 'edit'}`, ...keys];
};

/** The registered resource a path belongs to, from its first segment. */
export const resourceOfPath = (pathname: string, resources: readonly string[]) => {
  const first = pathname.split('/').filter(Boolean)[0];
  return first !== undefined && resources.includes(first) ? first : undefined;
};
