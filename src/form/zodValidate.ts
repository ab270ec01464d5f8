import type { z } from 'zod';
import { displayLocale } from '../shared/displayLocale';

type Message = string | { message: string; args: Record<string, unknown> };

/**
 * A rule's own sentence from the contract ("Rate (%) must be a number with at most two
 * decimals…"), which is English: as it is for an English reader, the catalogue's words otherwise.
 */
const contractSentence = (message: string, otherwise = 'app.validation.invalid'): Message =>
  displayLocale() === 'en' ? message : otherwise;

/** A zod issue in react-admin's words, which its catalogues translate ('Required', 'Obligatoire'). */
function messageOf(issue: z.core.$ZodIssue, value: unknown): Message {
  // A declared rule says itself in both languages (contract/resource.ts, RuleDeclaration).
  const words = issue.code === 'custom' ? issue.params?.words : undefined;
  if (words) return (words as Record<string, string>)[displayLocale()] ?? issue.message;
  if (value === undefined || value === null || value === '') return 'ra.validation.required';
  switch (issue.code) {
    case 'too_big':
      return issue.origin === 'string'
        ? { message: 'ra.validation.maxLength', args: { max: issue.maximum } }
        : { message: 'ra.validation.maxValue', args: { max: issue.maximum } };
    case 'too_small':
      // An empty list ("Choose at least one day."): a required choice in other words.
      if (issue.origin === 'array')
        return contractSentence(issue.message, 'ra.validation.required');
      return issue.origin === 'string' && Number(issue.minimum) <= 1
        ? 'ra.validation.required'
        : issue.origin === 'string'
          ? { message: 'ra.validation.minLength', args: { min: issue.minimum } }
          : { message: 'ra.validation.minValue', args: { min: issue.minimum } };
    case 'invalid_format':
      return issue.format === 'email' ? 'ra.validation.email' : contractSentence(issue.message);
    case 'invalid_value':
      return { message: 'ra.validation.oneOf', args: { options: issue.values.join(', ') } };
    default:
      return contractSentence(issue.message);
  }
}

/** A date and time as a browser's input gives it, in the reader's time zone, without one. */
const LOCAL_DATE_TIME = /^\d{4}-\d\d-\d\dT\d\d:\d\d(:\d\d(\.\d+)?)?$/;

/**
 * What a form holds as the API reads it: a picked date and time (a Date, or the input's local
 * text) as ISO 8601 with its offset. The forms send this (their `transform`) and check it.
 */
export const asSent = (values: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(values).map(([name, value]) => [
      name,
      value instanceof Date
        ? value.toISOString()
        : typeof value === 'string' && LOCAL_DATE_TIME.test(value)
          ? new Date(value).toISOString()
          : isChosenFile(value)
            ? value.rawFile
            : value,
    ]),
  );

/** A file just chosen in react-admin's file or image input: the file is what is sent. */
const isChosenFile = (value: unknown): value is { rawFile: File } =>
  typeof value === 'object' &&
  value !== null &&
  'rawFile' in value &&
  value.rawFile instanceof File;

/** The value at a field's path in what the form sends. */
const valueAt = (values: Record<string, unknown>, path: readonly string[]) =>
  path.reduce<unknown>(
    (value, key) =>
      value && typeof value === 'object' ? (value as Record<string, unknown>)[key] : undefined,
    values,
  );

/**
 * react-admin's form-level `validate` from the contract's zod schema: the form checks exactly what
 * the server will, with no second copy of a rule; each field's first problem shows under it. A
 * field of an object (`business_hours.end`) has its own input, so its problem is nested under
 * it; one about an item of a list shows under the list's input (`requires`, not `requires.2`).
 */
export const zodValidate =
  (
    schema: z.ZodType,
    {
      ownMessages = false,
      contractSentences = false,
    }: {
      /** The schema's messages are the form's own catalogue keys: shown as they are. */
      ownMessages?: boolean;
      /**
       * An English reader sees the contract's own sentence for every rule ("Reason is required"),
       * the words the API would answer; other readers see the catalogue's words for the rule.
       */
      contractSentences?: boolean;
    } = {},
  ) =>
  (values: Record<string, unknown>): Record<string, unknown> => {
    const sent = asSent(values);
    const result = schema.safeParse(sent);
    if (result.success) return {};
    const errors: Record<string, unknown> = {};
    const placed = new Set<string>();
    for (const issue of result.error.issues) {
      const firstIndex = issue.path.findIndex((key) => typeof key !== 'string');
      const path = (firstIndex === -1 ? issue.path : issue.path.slice(0, firstIndex)).map(String);
      const field = path.join('.');
      // One problem per field, and none under a field whose whole value is already refused.
      const refusedAbove = path.some((_, end) => placed.has(path.slice(0, end).join('.')));
      if (!field || placed.has(field) || refusedAbove) continue;
      placed.add(field);
      const message =
        ownMessages || (contractSentences && displayLocale() === 'en')
          ? issue.message
          : messageOf(issue, valueAt(sent, path));
      let parent = errors;
      for (const key of path.slice(0, -1)) {
        parent[key] ??= {};
        parent = parent[key] as Record<string, unknown>;
      }
      parent[path.at(-1) as string] = message;
    }
    return errors;
  };
