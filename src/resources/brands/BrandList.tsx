import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { CanAccess, useCanAccess, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { ActiveBadge } from '../../list/ActiveBadge';
import { activeColumn } from '../../list/columnKinds';
import type { ListColumn } from '../../list/ListColumn';
import { ListScreen } from '../../list/ListScreen';
import { PhoneRowEnd } from '../../list/PhoneRowEnd';
import { ResponsiveDataTable } from '../../list/ResponsiveDataTable';
import { SearchBox } from '../../list/SearchBox';
import { activeChoices, StatusFilter } from '../../list/StatusFilter';
import { useResourceText } from '../../shared/useResourceText';
import { BrandActions } from './BrandActions';
import { BrandNameCell } from './BrandNameCell';
import { BRAND_CREATE_PATH } from './paths';
import type { Brand } from './types';

const F = 'resources.giftcard-brands.fields';

const columns: ListColumn<Brand>[] = [
  {
    source: 'name',
    render: (brand) => <BrandNameCell brand={brand} />,
    text: (brand) => brand.name,
  },
  { source: 'rate_percentage', align: 'right', text: (brand) => brand.rate_percentage },
  activeColumn(`${F}.status`),
  { source: 'min_amount', align: 'right', text: (brand) => brand.min_amount },
  { source: 'max_amount', align: 'right', text: (brand) => brand.max_amount },
];

/** Edit and delete need the same permission: who may not edit has no Action column. */
const actionColumn: ListColumn<Brand> = {
  label: `${F}.action`,
  render: (brand) => <BrandActions brand={brand} />,
  text: false,
};

const EDIT_ELSE_SHOW = ['edit', 'show'] as const;

/** Rate and amounts are shown as the server sends them: a value of 'N/A' stays 'N/A' (spec). */
export const BrandList = () => {
  const translate = useTranslate();
  const text = useResourceText();
  const { canAccess: canEdit } = useCanAccess({ resource: 'giftcard-brands', action: 'edit' });
  // Who may only read opens a brand's read-only record by its row.
  const readOnly = canEdit !== true;
  return (
    <ListScreen
      sort={{ field: 'name', order: 'ASC' }}
      exportColumns={columns}
      actions={
        <CanAccess action="create">
          <Button
            component={Link}
            to={BRAND_CREATE_PATH}
            variant="contained"
            startIcon={<AddIcon />}
          >
            {text('add')}
          </Button>
        </CanAccess>
      }
      filters={
        <>
          <StatusFilter source="is_active" choices={activeChoices} />
          <SearchBox />
        </>
      }
    >
      <ResponsiveDataTable<Brand>
        columns={readOnly ? columns : [...columns, actionColumn]}
        // The form for who may change a brand, else its read-only record.
        opens={EDIT_ELSE_SHOW}
        tableRowsOpen={readOnly}
        phone={{
          primaryText: (brand) => <BrandNameCell brand={brand} />,
          secondaryText: (brand) =>
            `${translate(`${F}.rate_percentage`)} ${brand.rate_percentage} · ${brand.min_amount} – ${brand.max_amount}`,
          rightIcon: (brand) => (
            <PhoneRowEnd>
              <ActiveBadge active={brand.is_active} />
            </PhoneRowEnd>
          ),
        }}
      />
    </ListScreen>
  );
};
