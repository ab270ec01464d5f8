import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { dashboardCrumb } from '../../layout/Breadcrumbs';
import { ListScreen } from '../../list/ListScreen';
import { ListTable } from '../../list/ListTable';
import { SearchBox } from '../../list/SearchBox';
import { activeChoices, StatusFilter } from '../../list/StatusFilter';
import { BRAND_CREATE_PATH } from './paths';

export const BrandList = () => {
  const translate = useTranslate();
  return (
    <ListScreen
      title="resources.giftcard-brands.title"
      breadcrumbs={[dashboardCrumb, { label: 'resources.giftcard-brands.title' }]}
      actions={
        <Button component={Link} to={BRAND_CREATE_PATH} variant="contained" startIcon={<AddIcon />}>
          {translate('resources.giftcard-brands.add')}
        </Button>
      }
      filters={
        <>
          <StatusFilter source="is_active" choices={activeChoices} />
          <SearchBox placeholder="resources.giftcard-brands.search" />
        </>
      }
    >
      <ListTable
        columns={[
          { label: 'resources.giftcard-brands.fields.name', render: (brand) => brand.name },
          {
            label: 'resources.giftcard-brands.fields.rate_percentage',
            render: (brand) => brand.rate_percentage,
          },
        ]}
      />
    </ListScreen>
  );
};
