import { dashboardCrumb } from '../../layout/Breadcrumbs';
import { EmptyScreen } from '../../layout/EmptyScreen';

export const BrandCreate = () => (
  <EmptyScreen
    title="resources.giftcard-brands.create_title"
    breadcrumbs={[
      dashboardCrumb,
      { label: 'resources.giftcard-brands.title', to: '/giftcard-brands' },
      { label: 'resources.giftcard-brands.create_title' },
    ]}
  />
);
