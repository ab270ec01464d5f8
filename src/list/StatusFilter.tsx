import { MenuItem, TextField } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { useChangeFilters } from './listChanges';

export interface StatusChoice {
  /** The query value sent to the API. */
  value: string;
  /** Catalogue key of the label. */
  label: string;
}

/** Active/Inactive, sent as is_active=true/false by users and brands. */
export const activeChoices: StatusChoice[] = [
  { value: 'true', label: 'app.list.active' },
  { value: 'false', label: 'app.list.inactive' },
];

/** Open items due soon or past due (service levels), sent as sla_state. */
export const slaStateChoices: StatusChoice[] = [
  { value: 'due_soon', label: 'app.sla.due_soon' },
  { value: 'breached', label: 'app.sla.breached' },
];

interface StatusFilterProps {
  /** The filter name, e.g. is_active or status. */
  source: string;
  choices: StatusChoice[];
  /** Keep the other filters (the search included) instead of clearing them. */
  combine?: boolean;
  /** Catalogue key of the select's name and its no-filter entry; 'Status' by default. */
  label?: string;
}

/**
 * The status select of the list screens. 'Status' is the default (no filter). Choosing a status
 * replaces all filters, which clears the search as the spec asks of Users, Payments and Disputes;
 * with `combine` (Transactions) it joins the others.
 */
export const StatusFilter = ({
  source,
  choices,
  combine = false,
  label = 'app.list.status',
}: StatusFilterProps) => {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const changeFilters = useChangeFilters();
  const value = filterValues[source] === undefined ? '' : String(filterValues[source]);
  const choose = (chosen: string) =>
    changeFilters((current) => {
      const { [source]: _dropped, ...others } = current;
      const kept = combine ? others : {};
      return chosen ? { ...kept, [source]: chosen } : kept;
    });
  return (
    <TextField
      select
      size="small"
      value={value}
      onChange={(event) => choose(event.target.value)}
      slotProps={{
        select: { displayEmpty: true },
        htmlInput: { 'aria-label': translate(label) },
      }}
      sx={{ minWidth: 160 }}
    >
      <MenuItem value="">{translate(label)}</MenuItem>
      {choices.map((choice) => (
        <MenuItem key={choice.value} value={choice.value}>
          {translate(choice.label)}
        </MenuItem>
      ))}
    </TextField>
  );
};
