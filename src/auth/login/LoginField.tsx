import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import {
  FormControl,
  FormHelperText,
  IconButton,
  InputAdornment,
  InputLabel,
  OutlinedInput,
} from '@mui/material';
import { useState } from 'react';
import { InputHelperText, useInput, useTranslate, type Validator } from 'react-admin';

interface LoginFieldProps {
  source: string;
  label: string;
  type: 'email' | 'password';
  placeholder: string;
  autoComplete: string;
  validate: Validator | Validator[];
}

/**
 * A field of the login form: react-admin's useInput (form state, validation, its error texts),
 * drawn as its TextInput is (outlined) from MUI's input parts. TextInput renders MUI's TextField,
 * which brings MUI's select, menu and modal code along (about 20 kB compressed): the login page
 * needs none of it, and its download has a budget of 200 kB.
 */
export const LoginField = ({
  type,
  label,
  placeholder,
  autoComplete,
  ...props
}: LoginFieldProps) => {
  const translate = useTranslate();
  const [visible, setVisible] = useState(false);
  const {
    id,
    field: { ref, ...field },
    isRequired,
    fieldState: { invalid, error },
  } = useInput(props);
  const toggleLabel = visible
    ? 'ra.input.password.toggle_visible'
    : 'ra.input.password.toggle_hidden';
  return (
    <FormControl variant="outlined" fullWidth required={isRequired} error={invalid}>
      <InputLabel htmlFor={id}>{translate(label)}</InputLabel>
      <OutlinedInput
        label={`${translate(label)}${isRequired ? ' *' : ''}`}
        {...field}
        inputRef={ref}
        id={id}
        type={type === 'password' && visible ? 'text' : type}
        placeholder={placeholder}
        autoComplete={autoComplete}
        aria-describedby={`${id}-helper-text`}
        endAdornment={
          type === 'password' && (
            <InputAdornment position="end">
              <IconButton aria-label={translate(toggleLabel)} onClick={() => setVisible(!visible)}>
                {visible ? <Visibility fontSize="small" /> : <VisibilityOff fontSize="small" />}
              </IconButton>
            </InputAdornment>
          )
        }
      />
      <FormHelperText id={`${id}-helper-text`}>
        <InputHelperText error={error?.message} />
      </FormHelperText>
    </FormControl>
  );
};
