import { TextInput, useTranslate } from 'react-admin';

/**
 * What a person types for a time of day, in the contract's 24-hour HH:MM: "9:00", "9h00" and
 * "9.00" are nine o'clock. Anything else is left as typed, for the contract's schema to refuse.
 */
export const timeOfDay = (typed: string) => {
  const parts = /^\s*(\d{1,2})\s*[:hH.]\s*(\d{2})\s*$/.exec(typed ?? '');
  return parts ? `${parts[1].padStart(2, '0')}:${parts[2]}` : typed;
};

/**
 * A time of day as text rather than `type="time"`: the browser draws that one in its own
 * language's clock (9:00 AM in an English browser), whatever language the app speaks, while the
 * contract and every screen that shows business hours use the 24-hour clock.
 */
export const TimeOfDayInput = ({ source, label }: { source: string; label: string }) => {
  const translate = useTranslate();
  return (
    <TextInput
      source={source}
      label={label}
      parse={timeOfDay}
      helperText={translate('resources.sla.business_hours.time_format')}
      size="small"
      isRequired
      slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 5, placeholder: 'HH:MM' } }}
    />
  );
};
