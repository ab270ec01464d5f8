import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useCanAccess, useCreatePath, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

/**
 * "Create <Resource>" ("Créer un taux") beside a declared list's heading, for those who may create
 * one; its words come from the declaration (src/declared/messages.ts).
 */
export const CreateButton = ({ resource }: { resource: string }) => {
  const translate = useTranslate();
  const createPath = useCreatePath();
  const { canAccess } = useCanAccess({ resource, action: 'create' });
  if (!canAccess) return null;
  return (
    <Button
      component={Link}
      to={createPath({ resource, type: 'create' })}
      variant="contained"
      startIcon={<AddIcon />}
    >
      {translate(`resources.${resource}.action.create`)}
    </Button>
  );
};
