import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { RowActionsMenu } from '../../list/RowActionsMenu';
import { useResourceKey } from '../../shared/useResourceText';
import { DeleteBrandDialog } from './DeleteBrandDialog';
import { BRANDS_PATH } from './paths';
import type { Brand } from './types';

/** The brand row's menu: edit opens the form; delete asks first. */
export const BrandActions = ({ brand }: { brand: Brand }) => {
  const navigate = useNavigate();
  const resourceKey = useResourceKey();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <RowActionsMenu
        name={brand.name}
        actions={[
          {
            label: resourceKey('actions.edit'),
            icon: <EditIcon fontSize="small" />,
            onClick: () => navigate(`${BRANDS_PATH}/${brand.id}`),
          },
          {
            label: resourceKey('actions.delete'),
            icon: <DeleteIcon fontSize="small" />,
            danger: true,
            onClick: () => setConfirming(true),
          },
        ]}
      />
      <DeleteBrandDialog brand={brand} open={confirming} onClose={() => setConfirming(false)} />
    </>
  );
};
