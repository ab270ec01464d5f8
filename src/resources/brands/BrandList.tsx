import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { CanAccess, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { ActiveBadge } from '../../list/ActiveBadge';
import { ListScreen } from '../../list/ListScreen';
import { type Column, ListTable } from '../../list/ListTable';
import { SearchBox } from '../../list/SearchBox';
import { activeChoices, StatusFilter } from '../../list/StatusFilter';
import { BrandActions } from './BrandActions';
import { BrandNameCell } from './BrandNameCell';
import { BRAND_CREATE_PATH } from './paths';
import type { Brand } from './types';

const F = 'resources.giftcard-brands.fields';

/** Rate and amounts are shown as the server sends them: a value of 'N/A' stays 'N/A' (spec). */
const columns: Column<Brand>[] = [
  { label: `${F}.name`, render: (brand) => <BrandNameCell brand={brand} />, sortBy: 'name' },
  {
    label: `${F}.rate_percentage`,
    render: (brand) => brand.rate_percentage,
    sortBy: 'rate_percentage',
    numeric: true,
  },
  {
    label: `${F}.status`,
    render: (brand) => <ActiveBadge active={brand.is_active} />,
    sortBy: 'is_active',
  },
  {
    label: `${F}.min_amount`,
    render: (brand) => brand.min_amount,
    sortBy: 'min_amount',
    numeric: true,
  },
  {
    label: `${F}.max_amount`,
    render: (brand) => brand.max_amount,
    sortBy: 'max_amount',
    numeric: true,
  },
  {
    label: `${F}.action`,
    render: (brand) => (
      <CanAccess resource="giftcard-brands" action="edit">
        <BrandActions brand={brand} />
      </CanAccess>
    ),
  },
];

export const BrandList = () => {
  const translate = useTranslate();
  return (
    <ListScreen
      title="resources.giftcard-brands.title"
      sort={{ field: 'name', order: 'ASC' }}
      actions={
        <CanAccess action="create">
          <Button
            component={Link}
            to={BRAND_CREATE_PATH}
            variant="contained"
            startIcon={<AddIcon />}
          >
            {translate('resources.giftcard-brands.add')}
          </Button>
        </CanAccess>
      }
      filters={
        <>
          <StatusFilter source="is_active" choices={activeChoices} />
          <SearchBox placeholder="resources.giftcard-brands.search" />
        </>
      }
    >
      <ListTable columns={columns} />
    </ListScreen>
  );
};
