import { FormControlLabel, Switch } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { useChangeFilters } from './listChanges';

interface SwitchFilterProps {
  /** The query parameter the switch sets to 'true' ("flagged", "awaiting_approval"). */
  source: string;
  /** Catalogue key of its label. */
  label: string;
}

/** A yes-only filter beside the others: on, the list asks the API for `<source>=true`. */
export const SwitchFilter = ({ source, label }: SwitchFilterProps) => {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const changeFilters = useChangeFilters();
  const checked = filterValues[source] === 'true';
  const toggle = () =>
    changeFilters((current) => {
      const { [source]: _dropped, ...others } = current;
      return checked ? others : { ...others, [source]: 'true' };
    });
  return (
    <FormControlLabel
      control={<Switch size="small" checked={checked} onChange={toggle} />}
      label={translate(label)}
      sx={{ ml: 0.5 }}
    />
  );
};
