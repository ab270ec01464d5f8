import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { RowActionsMenu } from '../../list/RowActionsMenu';
import { DeleteBrandDialog } from './DeleteBrandDialog';
import { BRANDS_PATH } from './paths';
import type { Brand } from './types';

/** The brand row's menu: edit opens the form; delete asks first. */
export const BrandActions = ({ brand }: { brand: Brand }) => {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      <RowActionsMenu
        name={brand.name}
        actions={[
          {
            label: 'resources.giftcard-brands.actions.edit',
            icon: <EditIcon fontSize="small" />,
            onClick: () => navigate(`${BRANDS_PATH}/${brand.id}`),
          },
          {
            label: 'resources.giftcard-brands.actions.delete',
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
