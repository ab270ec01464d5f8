import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { IconButton, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useChangeFilters } from './listChanges';

/** Back to page 1, the default status and an empty search (and the list's default filters). */
export const ResetFiltersButton = ({
  onReset,
  defaults = {},
}: {
  onReset: () => void;
  defaults?: Record<string, unknown>;
}) => {
  const translate = useTranslate();
  const changeFilters = useChangeFilters();
  const label = translate('app.list.reset');
  return (
    <Tooltip title={label}>
      <IconButton
        aria-label={label}
        onClick={() => {
          changeFilters(() => defaults);
          onReset();
        }}
      >
        <RestartAltIcon />
      </IconButton>
    </Tooltip>
  );
};
