import { useCallback, useMemo } from 'react';
import {
  type Identifier,
  type RaRecord,
  useCanAccessResources,
  useCreatePath,
  useResourceContext,
  useResourceDefinitions,
} from 'react-admin';

/** The two screens a record has: react-admin's show route, and its edit route (the spec's /<list>/{id}). */
export type DetailView = 'show' | 'edit';

/** Another resource's record a row stands for: an audit entry's target, a KYC entry's customer. */
export interface RecordRef {
  resource: string;
  id: Identifier;
}

/**
 * What a row of a list opens: its record's view, the first of several views the reader may open
 * (`['edit', 'show']`: the form for who may change it, else the read-only record), or another
 * resource's record (its edit route, the spec's /<list>/{id}, else its show).
 */
export type RowOpens<Row extends RaRecord> =
  | DetailView
  | readonly DetailView[]
  | ((row: Row) => RecordRef | null);

/**
 * What a row opens, as react-admin's <DataTable> and <SimpleList> take it (`rowClick`): a view of
 * its record, a row's own path, or `false` for nothing.
 */
export type RowLink<Row extends RaRecord> =
  | DetailView
  | false
  | ((id: Identifier, resource: string, row: Row) => string | false);

const RECORD_PAGE: readonly DetailView[] = ['edit', 'show'];

/**
 * The first of `views` a resource has and the signed-in role may open (the same `canAccess` the
 * screen itself asks), else `false`: nothing links to the access-denied page.
 */
export const useAllowedView = () => {
  const definitions = useResourceDefinitions();
  const resources = useMemo(() => Object.keys(definitions), [definitions]);
  const { canAccess: mayShow } = useCanAccessResources({ action: 'show', resources });
  const { canAccess: mayEdit } = useCanAccessResources({ action: 'edit', resources });
  return useCallback(
    (resource: string, views: readonly DetailView[]): DetailView | false =>
      views.find((view) =>
        view === 'show'
          ? definitions[resource]?.hasShow && mayShow?.[resource]
          : definitions[resource]?.hasEdit && mayEdit?.[resource],
      ) ?? false,
    [definitions, mayShow, mayEdit],
  );
};

/** The path of another resource's record, when its reader may open it; else `false`. */
export const useRecordPath = () => {
  const allowed = useAllowedView();
  const createPath = useCreatePath();
  return useCallback(
    (target: RecordRef | null) => {
      const view = target && allowed(target.resource, RECORD_PAGE);
      return target && view ? createPath({ ...target, type: view }) : false;
    },
    [allowed, createPath],
  );
};

/** What a list's row opens (see RowOpens), only where its reader may go. */
export const useRowLink = <Row extends RaRecord>(
  opens: RowOpens<Row> | undefined,
): RowLink<Row> => {
  const listed = useResourceContext();
  const allowed = useAllowedView();
  const recordPath = useRecordPath();
  return useMemo(() => {
    if (!opens) return false;
    if (typeof opens === 'function') return (_id, _resource, row) => recordPath(opens(row));
    if (!listed) return false;
    return allowed(listed, typeof opens === 'string' ? [opens] : opens);
  }, [opens, listed, allowed, recordPath]);
};
