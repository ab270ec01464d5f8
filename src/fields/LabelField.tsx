import { type FieldProps, useFieldValue, useTranslate } from 'react-admin';

interface LabelFieldProps extends FieldProps {
  /** Catalogue key under which each value has its words: `${labels}.${value}`. */
  labels: string;
}

/**
 * A code the API sends (`auth.login`, `reviewer`) in the catalogue's words ("Signed in",
 * "Reviewer"); a value the catalogue does not know yet shows as the API sent it.
 */
export const LabelField = ({ labels, ...props }: LabelFieldProps) => {
  const translate = useTranslate();
  const value = useFieldValue(props);
  if (value === null || value === undefined || value === '') return <>{translate('app.na')}</>;
  return <>{translate(`${labels}.${value}`, { _: String(value) })}</>;
};
