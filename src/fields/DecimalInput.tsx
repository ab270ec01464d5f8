import { TextInput, type TextInputProps, useLocaleState } from 'react-admin';
import { appLocale, FORMAT_TAGS } from '../shared/displayLocale';

const decimalMark = (tag: string) =>
  new Intl.NumberFormat(tag).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ??
  '.';

const decimalKeyboard = { htmlInput: { inputMode: 'decimal' as const } };

/**
 * A decimal typed and shown with the chosen language's decimal mark ("48,75" in French, as the
 * amounts around it read "75,00 $US"); the form's value, checked and sent, keeps the API's point.
 * A text input, not `type="number"`, which browsers draw in their own locale whatever the app's.
 */
export const DecimalInput = (props: TextInputProps) => {
  const [locale] = useLocaleState();
  const mark = decimalMark(FORMAT_TAGS[appLocale(locale)]);
  return (
    <TextInput
      format={(value: unknown) =>
        value === null || value === undefined ? '' : String(value).replace('.', mark)
      }
      parse={(value: string) => value.replace(mark, '.')}
      slotProps={decimalKeyboard}
      {...props}
    />
  );
};
