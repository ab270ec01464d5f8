import { dashboardCrumb } from '../../layout/Breadcrumbs';
import { EmptyScreen } from '../../layout/EmptyScreen';

export const BrandEdit = () => (
  <EmptyScreen
    title="resources.giftcard-brands.edit_title"
    breadcrumbs={[
      dashboardCrumb,
      { label: 'resources.giftcard-brands.title', to: '/giftcard-brands' },
      { label: 'resources.giftcard-brands.edit_title' },
    ]}
  />
);
