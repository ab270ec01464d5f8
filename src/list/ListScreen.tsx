import type { ReactNode } from 'react';
import { List, type RaRecord, type SortPayload } from 'react-admin';
import { PageFrame } from '../layout/PageFrame';
import { PAGE_SIZE } from './constants';
import type { ListColumn } from './ListColumn';
import { ListError } from './ListError';
import { ListExportButton } from './ListExportButton';
import { ListFilters } from './ListFilters';
import { ListFooter } from './ListFooter';
import { ListChangesProvider } from './listChanges';

/**
 * A list exports its own columns (the ones its table shows) unless it says it has no export: a
 * list cannot fall back to the API's raw fields.
 */
type ListExport<Row extends RaRecord> =
  | {
      /** The table's columns: the CSV of all rows under the current filter has them. */
      exportColumns: readonly ListColumn<Row>[];
      exportable?: true;
    }
  | { exportable: false; exportColumns?: never };

type ListScreenProps<Row extends RaRecord> = ListExport<Row> & {
  /** Catalogue key of the heading; by default the resource's list title. */
  title?: string;
  /** Buttons beside the heading, e.g. 'Add Gift Card Brand'. */
  actions?: ReactNode;
  /** The status select and the search box, always shown, with the reset icon. */
  filters?: ReactNode;
  sort?: SortPayload;
  /** The filters the list starts with and the reset icon comes back to. */
  filterDefaultValues?: Record<string, unknown>;
  /** Catalogue key of the screen's own error text, when the spec gives one. */
  errorText?: string;
  /** Shown between the heading and the list, e.g. what waits before it can join the list. */
  before?: ReactNode;
  /** Shown under the list, e.g. a summary of what the rows add up to. */
  after?: ReactNode;
  /** The rows: a <ResponsiveDataTable>. */
  children: ReactNode;
};

/**
 * A list screen on react-admin's <List>: the frame, the always-on filters, the export, the rows
 * and the 'Showing X to Y of total' footer as its pagination. react-admin keeps each list's
 * filter, sort and page in its store (and the URL): coming back shows the list as it was left.
 */
export const ListScreen = <Row extends RaRecord>({
  title,
  actions,
  filters,
  sort,
  filterDefaultValues,
  exportColumns,
  errorText,
  before,
  after,
  children,
}: ListScreenProps<Row>) => (
  <PageFrame title={title} actions={actions}>
    {before}
    <ListChangesProvider>
      <List
        perPage={PAGE_SIZE}
        sort={sort}
        filterDefaultValues={filterDefaultValues}
        // The heading and the header title come from PageFrame and the layout.
        title={false}
        filters={
          filters ? <ListFilters defaults={filterDefaultValues}>{filters}</ListFilters> : undefined
        }
        actions={exportColumns ? <ListExportButton columns={exportColumns} /> : false}
        pagination={<ListFooter />}
        // An empty list keeps its filters and says so in the table, not on a page of its own.
        empty={false}
        error={<ListError text={errorText} />}
        sx={{
          // The export sits at the end of the filters' first line, beside the reset icon, from a
          // phone (where react-admin would put it on a line above the filters) to a wide screen.
          '& .RaList-actions': {
            px: 2,
            py: { xs: 2, sm: 0 },
            alignItems: 'flex-start',
            flexDirection: 'row',
            flexWrap: { xs: 'wrap', sm: 'nowrap' },
            columnGap: 1,
            rowGap: 1.5,
            '& > button, & > a': {
              mt: { xs: 0, sm: 2 },
              height: 40,
              flexShrink: 0,
              order: { xs: 2, sm: 0 },
            },
            '& > span': { display: { xs: 'none', sm: 'block' } },
          },
          '& .RaList-main': { minWidth: 0 },
        }}
      >
        {children}
      </List>
    </ListChangesProvider>
    {after}
  </PageFrame>
);
