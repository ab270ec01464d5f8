import { createContext, type ReactNode, type RefObject, useContext, useRef } from 'react';
import { useListContext } from 'react-admin';

type Filters = Record<string, unknown>;

interface Latest {
  /** The filters of the last render. */
  seen: Filters;
  /** Filters sent to the address that no render has shown yet, oldest first. */
  pending: Filters[];
}

const LatestFilters = createContext<RefObject<Latest> | null>(null);

const sameFilters = (a: Filters, b: Filters) => {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
};

/**
 * Lets the filters of one list change one after another faster than the list renders. react-admin
 * applies a filter by changing the address, and the list shows it one render later (a React
 * transition, longer on a busy machine); a search typed and sent in between would start from the
 * filters before the status was chosen, and drop it. Each change starts from the last one sent.
 */
export const FilterChangesProvider = ({ children }: { children: ReactNode }) => {
  const { filterValues } = useListContext();
  const latest = useRef<Latest>({ seen: filterValues, pending: [] });
  const state = latest.current;
  if (state.seen !== filterValues) {
    // A render caught up with some of what was sent, or something else (the address, the back
    // button) changed the filters, which makes what was pending moot.
    const shown = state.pending.findIndex((sent) => sameFilters(sent, filterValues));
    latest.current = { seen: filterValues, pending: state.pending.slice(shown + 1) };
    if (shown < 0) latest.current.pending = [];
  }
  return <LatestFilters.Provider value={latest}>{children}</LatestFilters.Provider>;
};

/** Changes the list's filters from the newest ones, shown or only sent (see the provider). */
export const useChangeFilters = () => {
  const { filterValues, setFilters } = useListContext();
  const latest = useContext(LatestFilters);
  return (change: (current: Filters) => Filters) => {
    const state = latest?.current;
    const next = change(state?.pending.at(-1) ?? state?.seen ?? filterValues);
    state?.pending.push(next);
    // At once, not debounced as react-admin's own inputs are: the filters apply on a choice or Enter.
    setFilters(next, undefined, false);
  };
};
