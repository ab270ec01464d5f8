import { FormControlLabel, Switch } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';

/** "Flagged only": the list asks the API for flagged=true, beside the other filters. */
export const FlaggedFilter = () => {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const checked = filterValues.flagged === 'true';
  const toggle = () => {
    const { flagged: _dropped, ...others } = filterValues;
    // At once, not debounced as typing is: the switch shows the filter in force.
    setFilters(checked ? others : { ...others, flagged: 'true' }, undefined, false);
  };
  return (
    <FormControlLabel
      control={<Switch size="small" checked={checked} onChange={toggle} />}
      label={translate('resources.transactions.risk.flagged_only')}
      sx={{ ml: 0.5 }}
    />
  );
};
