import { createContext, type ReactNode, useContext, useRef } from 'react';
import { type SortPayload, useListContext } from 'react-admin';

type Filters = Record<string, unknown>;

/** What a list asks the server for: its filters, its order and its page. */
interface ListParams {
  filter: Filters;
  sort?: SortPayload;
  page: number;
}

interface Latest {
  /** The parameters of the list as last shown, as a key. */
  shown: string;
  /** Parameters sent to the address that the list has not shown yet, oldest first. */
  pending: ListParams[];
}

const LatestParams = createContext<{ current: Latest } | null>(null);

const filterKey = (filter: Filters) => JSON.stringify(Object.entries(filter).sort());
const keyOf = ({ filter, sort, page }: ListParams) =>
  JSON.stringify([filterKey(filter), sort?.field, sort?.order, page]);

/**
 * Lets a list's filters, order and page change one after another faster than the list renders.
 * react-admin applies a change by changing the address and builds it on the parameters of the
 * last render; the list shows it one render later (a React transition, longer on a busy machine).
 * A search sent in between would drop the status just chosen, a Next the order just clicked. Each
 * change starts from the last parameters sent instead. Given once to every list (ListScreen).
 */
export const ListChangesProvider = ({ children }: { children: ReactNode }) => {
  const latest = useRef<Latest>({ shown: '', pending: [] });
  return <LatestParams.Provider value={latest}>{children}</LatestParams.Provider>;
};

/**
 * Changes the list's parameters from the newest ones, shown or only sent (see the provider). The
 * change goes to react-admin as the steps from what the list shows, in one tick, which it applies
 * as one address: the filters and the order (each of which goes back to page 1), then the page.
 */
export const useChangeList = () => {
  const { filterValues, sort, page, setFilters, setSort, setPage } = useListContext();
  const latest = useContext(LatestParams);
  return (change: (current: ListParams) => ListParams) => {
    const shown: ListParams = { filter: filterValues ?? {}, sort, page };
    const shownKey = keyOf(shown);
    const state = latest?.current ?? { shown: '', pending: [] };
    if (state.shown !== shownKey) {
      // The list caught up with some of what was sent, or something else (the address, the back
      // button) changed it, which makes what was pending moot.
      const caughtUp = state.pending.findIndex((sent) => keyOf(sent) === shownKey);
      state.pending = caughtUp < 0 ? [] : state.pending.slice(caughtUp + 1);
      state.shown = shownKey;
    }
    const current = state.pending.at(-1) ?? shown;
    const next = change(current);
    if (keyOf(next) === keyOf(current)) return;
    // While the address holds something the list has not shown, every part is set again: a
    // change back to what is shown has no step from it, yet must replace what was sent.
    const addressAhead = state.pending.length > 0;
    state.pending.push(next);
    const filterChanged = addressAhead || filterKey(next.filter) !== filterKey(shown.filter);
    const sortChanged =
      next.sort !== undefined &&
      (addressAhead ||
        next.sort.field !== shown.sort?.field ||
        next.sort.order !== shown.sort?.order);
    // At once, not debounced as react-admin's own inputs are: the filters apply on a choice or Enter.
    if (filterChanged) setFilters(next.filter, undefined, false);
    if (sortChanged && next.sort) setSort(next.sort);
    if (addressAhead || next.page !== (filterChanged || sortChanged ? 1 : shown.page)) {
      setPage(next.page);
    }
  };
};

/** Changes the list's filters from the newest ones, back to page 1. */
export const useChangeFilters = () => {
  const changeList = useChangeList();
  return (change: (current: Filters) => Filters) =>
    changeList((current) => ({ ...current, filter: change(current.filter), page: 1 }));
};

/**
 * The order a click on a column header asks for, from the newest order. react-admin's table works
 * it out from the order shown: a click on the column shown reverses that. Clicked again before the
 * list renders, it reverses the order last sent instead; after another column was clicked in
 * between, it starts the column afresh, ascending (react-admin's first order for a column, as no
 * column of ours names another).
 */
const clickedOrder = (clicked: SortPayload, shown?: SortPayload, newest?: SortPayload) => {
  if (clicked.field !== shown?.field) return clicked;
  if (newest?.field !== clicked.field) return { field: clicked.field, order: 'ASC' as const };
  return { field: clicked.field, order: newest.order === 'ASC' ? 'DESC' : 'ASC' } as const;
};

/** Orders the list from its newest parameters, back to page 1 (react-admin's table calls it). */
export const useChangeSort = () => {
  const { sort: shown } = useListContext();
  const changeList = useChangeList();
  return (sort: SortPayload) =>
    changeList((current) => ({
      ...current,
      sort: clickedOrder(sort, shown, current.sort),
      page: 1,
    }));
};

/** Moves the list a page back or on from the page last sent. */
export const useChangePage = () => {
  const changeList = useChangeList();
  return (step: number) =>
    changeList((current) => ({ ...current, page: Math.max(1, current.page + step) }));
};
