import { Card } from '@mui/material';
import type { ReactNode } from 'react';
import { ListBase, type SortPayload } from 'react-admin';
import { PageFrame } from '../layout/PageFrame';
import { PAGE_SIZE } from './constants';
import { ListFooter } from './ListFooter';
import { ListToolbar } from './ListToolbar';

interface ListScreenProps {
  title: string;
  actions?: ReactNode;
  /** Status select and search box, shown with the reset icon. */
  filters?: ReactNode;
  sort?: SortPayload;
  /** Whether the list offers the CSV export of all its rows under the current filter. */
  exportable?: boolean;
  /** The table of the current page. */
  children: ReactNode;
}

/**
 * A list screen: frame, filters, export, the page's table and the 'Showing X to Y of total' footer.
 */
export const ListScreen = ({
  title,
  actions,
  filters,
  sort,
  exportable = true,
  children,
}: ListScreenProps) => (
  // react-admin keeps each list's filter, sort and page in its store (and the URL): coming back
  // to a list shows it as it was left.
  <ListBase perPage={PAGE_SIZE} sort={sort}>
    <PageFrame title={title} actions={actions}>
      <Card>
        {(filters || exportable) && (
          <ListToolbar resettable={Boolean(filters)} exportable={exportable}>
            {filters}
          </ListToolbar>
        )}
        {children}
        <ListFooter />
      </Card>
    </PageFrame>
  </ListBase>
);
