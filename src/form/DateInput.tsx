import { type InputProps, useInput, useTranslate } from 'react-admin';
import { DateTextField } from './DateTextField';

type DateInputProps = InputProps & { sx?: object; size?: 'small' | 'medium' };

/**
 * react-admin's DateInput in the app's language: the value stays "yyyy-mm-dd" as the API takes
 * it, the field shows and reads dd/mm/yyyy in French and mm/dd/yyyy in English.
 */
export const DateInput = ({ label, sx, size = 'small', ...props }: DateInputProps) => {
  const translate = useTranslate();
  const { field, fieldState, id } = useInput(props);
  return (
    <DateTextField
      id={id}
      name={field.name}
      label={typeof label === 'string' ? translate(label) : label}
      value={field.value ?? ''}
      onChange={(iso) => field.onChange(iso)}
      onBlur={field.onBlur}
      error={fieldState.error?.message && translate(fieldState.error.message)}
      size={size}
      sx={sx}
    />
  );
};
