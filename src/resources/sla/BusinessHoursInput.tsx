import { Box, FormControlLabel, Switch, Typography } from '@mui/material';
import { useMemo } from 'react';
import { AutocompleteInput, CheckboxGroupInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { type BusinessHoursBody, WEEKDAYS } from '../../../contract/business-hours';
import { weekdayName } from './businessHoursText';
import { TimeOfDayInput } from './TimeOfDayInput';

/** What switching business hours on starts from: weekdays, nine to five, in the admin's zone. */
const startingHours = (): BusinessHoursBody => ({
  timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  days: [1, 2, 3, 4, 5],
  start: '09:00',
  end: '17:00',
});

/** Every IANA zone the browser knows, and the policy's own should it not be among them. */
const zoneChoices = (current: string | undefined) => {
  const zones = Intl.supportedValuesOf('timeZone');
  const all = current && !zones.includes(current) ? [current, ...zones] : zones;
  return all.map((zone) => ({ id: zone, name: zone }));
};

const ROOT = 'resources.sla.business_hours';

/**
 * A policy's business hours (api-contract.md, "Service levels"): off (the clock never stops), or
 * a time zone, the days and the window within one day when it runs. The contract's schema checks
 * them with the rest of the form; each problem shows under its part.
 */
export const BusinessHoursInput = ({ source }: { source: string }) => {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const hours = useWatch({ name: source }) as BusinessHoursBody | null | undefined;
  const zones = useMemo(() => zoneChoices(hours?.timezone), [hours?.timezone]);
  // Named in the reader's language, which re-renders the form when it changes.
  const days = WEEKDAYS.map((day) => ({ id: day, name: weekdayName(day, 'long') }));
  return (
    <Box sx={{ gridColumn: '1 / -1', mb: 2 }}>
      <Typography variant="subtitle2" component="h2">
        {translate('resources.sla.fields.business_hours')}
      </Typography>
      <FormControlLabel
        control={
          <Switch
            checked={!!hours}
            onChange={(event) =>
              setValue(source, event.target.checked ? startingHours() : null, {
                shouldDirty: true,
              })
            }
          />
        }
        label={translate(`${ROOT}.only`)}
      />
      <Typography variant="body2" color="text.secondary">
        {hours ? translate(`${ROOT}.help`) : translate(`${ROOT}.around_the_clock`)}
      </Typography>
      {hours && (
        <Box
          sx={{
            mt: 2,
            display: 'grid',
            columnGap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: '2fr 1fr 1fr' },
            '& .MuiFormControl-root, & .ra-input': { width: '100%' },
          }}
        >
          <AutocompleteInput
            source={`${source}.timezone`}
            label={`${ROOT}.timezone`}
            choices={zones}
            size="small"
            isRequired
            disableClearable
          />
          <TimeOfDayInput source={`${source}.start`} label={`${ROOT}.start`} />
          <TimeOfDayInput source={`${source}.end`} label={`${ROOT}.end`} />
          <CheckboxGroupInput
            source={`${source}.days`}
            label={`${ROOT}.days`}
            choices={days}
            translateChoice={false}
            isRequired
            sx={{ gridColumn: '1 / -1', '& .MuiFormGroup-root': { flexWrap: 'wrap' } }}
          />
        </Box>
      )}
    </Box>
  );
};
