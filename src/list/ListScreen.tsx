import { Card } from '@mui/material';
import type { ReactNode } from 'react';
import { ListBase, type SortPayload } from 'react-admin';
import type { Crumb } from '../layout/Breadcrumbs';
import { PageFrame } from '../layout/PageFrame';
import { PAGE_SIZE } from './constants';
import { ListFooter } from './ListFooter';
import { ListToolbar } from './ListToolbar';

interface ListScreenProps {
  title: string;
  breadcrumbs: Crumb[];
  actions?: ReactNode;
  /** Status select and search box, shown with the reset icon. */
  filters?: ReactNode;
  sort?: SortPayload;
  /** The table of the current page. */
  children: ReactNode;
}

/** A list screen: frame, filters, the page's table and the 'Showing X to Y of total' footer. */
export const ListScreen = ({
  title,
  breadcrumbs,
  actions,
  filters,
  sort,
  children,
}: ListScreenProps) => (
  <ListBase perPage={PAGE_SIZE} sort={sort}>
    <PageFrame title={title} breadcrumbs={breadcrumbs} actions={actions}>
      <Card>
        {filters && <ListToolbar>{filters}</ListToolbar>}
        {children}
        <ListFooter />
      </Card>
    </PageFrame>
  </ListBase>
);
