import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { IconButton, Tooltip } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

/** Back to page 1, the default status and an empty search. */
export const ResetFiltersButton = ({ onReset }: { onReset: () => void }) => {
  const translate = useTranslate();
  const { setFilters, setPage } = useListContext();
  const label = translate('app.list.reset');
  return (
    <Tooltip title={label}>
      <IconButton
        aria-label={label}
        onClick={() => {
          setFilters({});
          setPage(1);
          onReset();
        }}
      >
        <RestartAltIcon />
      </IconButton>
    </Tooltip>
  );
};
