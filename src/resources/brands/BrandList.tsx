import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { Authenticated, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { dashboardCrumb } from '../../layout/Breadcrumbs';
import { PageFrame } from '../../layout/PageFrame';
import { BRAND_CREATE_PATH } from './paths';

export const BrandList = () => {
  const translate = useTranslate();
  return (
    <Authenticated>
      <PageFrame
        title="resources.giftcard-brands.title"
        breadcrumbs={[dashboardCrumb, { label: 'resources.giftcard-brands.title' }]}
        actions={
          <Button
            component={Link}
            to={BRAND_CREATE_PATH}
            variant="contained"
            startIcon={<AddIcon />}
          >
            {translate('resources.giftcard-brands.add')}
          </Button>
        }
      />
    </Authenticated>
  );
};
