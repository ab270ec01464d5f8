import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { CanAccess, DataTable, SimpleList, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { ActiveBadge } from '../../list/ActiveBadge';
import { ListScreen } from '../../list/ListScreen';
import { PhoneRowEnd } from '../../list/PhoneRowEnd';
import { ResponsiveDataTable } from '../../list/ResponsiveDataTable';
import { SearchBox } from '../../list/SearchBox';
import { activeChoices, StatusFilter } from '../../list/StatusFilter';
import { BrandActions } from './BrandActions';
import { BrandNameCell } from './BrandNameCell';
import { BRAND_CREATE_PATH } from './paths';
import type { Brand } from './types';

const F = 'resources.giftcard-brands.fields';

/** Rate and amounts are shown as the server sends them: a value of 'N/A' stays 'N/A' (spec). */
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
      <ResponsiveDataTable
        phone={
          <SimpleList<Brand>
            primaryText={(brand) => <BrandNameCell brand={brand} />}
            secondaryText={(brand) =>
              `${translate(`${F}.rate_percentage`)} ${brand.rate_percentage} · ${brand.min_amount} – ${brand.max_amount}`
            }
            rightIcon={(brand) => (
              <PhoneRowEnd>
                <ActiveBadge active={brand.is_active} />
              </PhoneRowEnd>
            )}
            rowClick="edit"
          />
        }
      >
        <DataTable.Col<Brand>
          source="name"
          label={`${F}.name`}
          render={(brand) => <BrandNameCell brand={brand} />}
        />
        <DataTable.Col<Brand> source="rate_percentage" align="right" />
        <DataTable.Col<Brand>
          source="is_active"
          label={`${F}.status`}
          render={(brand) => <ActiveBadge active={brand.is_active} />}
        />
        <DataTable.Col<Brand> source="min_amount" align="right" />
        <DataTable.Col<Brand> source="max_amount" align="right" />
        <DataTable.Col<Brand>
          label={`${F}.action`}
          // Edit and delete need the same permission.
          render={(brand) => (
            <CanAccess resource="giftcard-brands" action="edit">
              <BrandActions brand={brand} />
            </CanAccess>
          )}
        />
      </ResponsiveDataTable>
    </ListScreen>
  );
};
