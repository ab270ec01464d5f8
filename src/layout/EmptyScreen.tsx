import { Authenticated } from 'react-admin';
import type { Crumb } from './Breadcrumbs';
import { PageFrame } from './PageFrame';

/** A protected screen that has only its frame so far (breadcrumbs and heading). */
export const EmptyScreen = ({ title, breadcrumbs }: { title: string; breadcrumbs?: Crumb[] }) => (
  <Authenticated>
    <PageFrame title={title} breadcrumbs={breadcrumbs} />
  </Authenticated>
);
