import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useCanAccess, useCreatePath, useGetResourceLabel, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

/** "Create <Resource>" beside a list's heading, for those who may create one. */
export const CreateButton = ({ resource }: { resource: string }) => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const getResourceLabel = useGetResourceLabel();
  const { canAccess } = useCanAccess({ resource, action: 'create' });
  if (!canAccess) return null;
  return (
    <Button
      component={Link}
      to={createPath({ resource, type: 'create' })}
      variant="contained"
      startIcon={<AddIcon />}
    >
      {translate('ra.page.create', { name: getResourceLabel(resource, 1) })}
    </Button>
  );
};
