import type { ResolvedField } from '../../contract/resource.js';

const WHOLE_NUMBER = /^-?\d+$/;

/** A JSON list or object sent as a form field's text; anything else is left for the schema to refuse. */
const parsedJson = (value: string) => {
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
};

/**
 * A multipart form's text fields as the JSON body would carry them, by each field's type: a whole
 * number, a set's list (sent as JSON), and an empty optional field as null. The schema then checks
 * them as it checks JSON; what it cannot read stays text and is refused in the field's words, and
 * a body that is no object of fields (a JSON list) is left for the schema to refuse whole.
 */
export function formValues(fields: readonly ResolvedField[], sent: unknown) {
  if (typeof sent !== 'object' || sent === null || Array.isArray(sent)) return sent;
  const values: Record<string, unknown> = { ...sent };
  for (const field of fields) {
    const value = values[field.name];
    if (typeof value !== 'string') continue;
    const { kind, optional } = field.type;
    if (value === '' && optional && kind !== 'string' && kind !== 'text') values[field.name] = null;
    else if (kind === 'integer' && WHOLE_NUMBER.test(value)) values[field.name] = Number(value);
    else if (kind === 'set' || kind === 'object') values[field.name] = parsedJson(value);
  }
  return values;
}
