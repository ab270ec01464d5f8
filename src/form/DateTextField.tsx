import { TextField, type TextFieldProps } from '@mui/material';
import { useEffect, useState } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import { appLocale } from '../shared/displayLocale';
import { isoToText, maskDateText, textToIso } from './dateText';

export interface DateTextFieldProps
  extends Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'error'> {
  /** The chosen day as "yyyy-mm-dd", or '' for none. */
  value: string;
  /** Called with a complete real day ("yyyy-mm-dd"), or '' when the field is emptied. */
  onChange: (iso: string) => void;
  /** A message from the form (react-admin's validation) to show under the field. */
  error?: string;
}

/**
 * A date typed in the app's language (dd/mm/yyyy in French, mm/dd/yyyy in English) rather than
 * the browser's date picker, which follows the browser's locale. Digits are enough: the slashes
 * come by themselves. The day is passed on only once it is complete and real.
 */
export const DateTextField = ({
  value,
  onChange,
  error,
  helperText,
  ...props
}: DateTextFieldProps) => {
  const translate = useTranslate();
  const [localeName] = useLocaleState();
  const locale = appLocale(localeName);
  const [text, setText] = useState(() => isoToText(value, locale));
  // A new value from outside (filters reset, another language) replaces what is shown.
  useEffect(() => {
    setText((shown) =>
      textToIso(shown, locale) === value && value ? shown : isoToText(value, locale),
    );
  }, [value, locale]);
  const invalid = text.length === 10 && textToIso(text, locale) === null;
  return (
    <TextField
      {...props}
      value={text}
      onChange={(event) => {
        const typed = maskDateText(event.target.value);
        setText(typed);
        const iso = textToIso(typed, locale);
        if (iso) onChange(iso);
        else if (typed === '') onChange('');
      }}
      placeholder={translate('app.date.placeholder')}
      error={invalid || Boolean(error)}
      helperText={invalid ? translate('app.date.invalid') : (error ?? helperText)}
      slotProps={{
        ...props.slotProps,
        inputLabel: { shrink: true },
        htmlInput: { inputMode: 'numeric', maxLength: 10 },
      }}
    />
  );
};
