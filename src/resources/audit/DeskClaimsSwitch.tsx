import { FormControlLabel, Switch } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { useChangeFilters } from '../../list/listChanges';

/** The filter that leaves out the desk's claims; on by default (AuditLogList). */
export const HIDE_CLAIMS = { hide_claims: 'true' };

/**
 * Shows or hides the review desk's claims and releases: a pair for every card a reviewer looks
 * at, which would otherwise bury every other entry.
 */
export const DeskClaimsSwitch = () => {
  const translate = useTranslate();
  const { filterValues } = useListContext();
  const changeFilters = useChangeFilters();
  const shown = String(filterValues.hide_claims) !== 'true';
  return (
    <FormControlLabel
      control={
        <Switch
          checked={shown}
          onChange={(event) =>
            changeFilters(({ hide_claims: _hidden, ...others }) =>
              event.target.checked ? others : { ...others, ...HIDE_CLAIMS },
            )
          }
        />
      }
      label={translate('resources.audit-logs.show_claims')}
      sx={{ mx: 0, whiteSpace: 'nowrap' }}
    />
  );
};
