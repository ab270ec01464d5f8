import { BUSINESS_HOURS_REFUSALS } from '../../contract/business-hours-refusals';
import { KYC_REQUIREMENT_REFUSALS } from '../../contract/kyc-requirements';
import { displayLocale } from './displayLocale';
import type { Translate } from './translate';

// The server checks each field with the contract's zod schemas and answers a 400 whose messages
// are English sentences naming the field ("Expected payout is required", "Name must be 100
// characters or less."). They have a handful of shapes: each shape is a catalogue text
// (`app.field_errors.<kind>`), so a French reader reads them in French, the field by its label.

type Kind =
  | 'required'
  | 'too_long'
  | 'too_short'
  | 'amount'
  | 'amount_max'
  | 'amount_above_zero'
  | 'number'
  | 'whole_number'
  | 'at_least'
  | 'at_most'
  | 'date'
  | 'date_time'
  | 'one_of'
  | 'text'
  | 'boolean'
  | 'id'
  | 'band_reversed'
  | 'invalid';

/** Each shape of the server's field messages: the field's words, then the kind's values. */
const SHAPES: [RegExp, Kind, ...string[]][] = [
  [/^(.+?) is required(?: \(null for no limit\))?\.?$/, 'required'],
  [/^(.+?) must be (\d+) characters or less\.?$/, 'too_long', 'max'],
  [/^(.+?) must be at least (\d+) characters\.?$/, 'too_short', 'min'],
  [
    /^(.+?) must be a number with at most two decimals, from 0 to ([\d.]+)\.?$/,
    'amount_max',
    'max',
  ],
  [/^(.+?) must be a number with at most two decimals\.?$/, 'amount'],
  [/^(.+?) must be an amount above 0\.00\.?$/, 'amount_above_zero'],
  [/^(.+?) must be an amount, e\.g\. "[\d.]+"\.?$/, 'amount'],
  [/^(.+?) must be a valid number\.?$/, 'number'],
  [/^(.+?) must be a whole number(?: of minutes)?\.?$/, 'whole_number'],
  [/^(.+?) must be (-?[\d.]+) or (?:more|higher)\.?$/, 'at_least', 'min'],
  [/^(.+?) must be (-?[\d.]+) or less\.?$/, 'at_most', 'max'],
  [/^(.+?) must be a (?:date \(YYYY-MM-DD\)|day as YYYY-MM-DD)\.?$/, 'date'],
  [/^(.+?) must be (?:an ISO 8601 date(?: or date)? and time|a date and time)\.?$/, 'date_time'],
  [/^(.+?) must be one of:? (.+?)\.?$/, 'one_of', 'values'],
  [/^(.+?) must be text\.?$/, 'text'],
  [/^(.+?) must be true or false\.?$/, 'boolean'],
  [/^(.+?) must be (?:a valid id|an id|the id of .+)\.?$/, 'id'],
  [
    /^()The band ends below where it starts: max_value must be at least min_value\.$/,
    'band_reversed',
  ],
  [/^(.+?): Invalid .*$/, 'invalid'],
];

/** Whole sentences of the contract's refusals, each a catalogue text of its own (`app.field_errors.<kind>`). */
export const REFUSAL_SENTENCES = { ...BUSINESS_HOURS_REFUSALS, ...KYC_REQUIREMENT_REFUSALS };
const SENTENCE_KINDS = new Map(
  Object.entries(REFUSAL_SENTENCES).map(([kind, english]) => [english as string, kind]),
);

/**
 * The app resources whose field labels name a field the message does not place, by their app
 * names (the catalogue's keys): the brands' is `giftcard-brands`, the spec's route. Written out
 * rather than read from the declarations, which would bring zod to the sign-in page.
 */
const LABEL_SOURCES = ['transactions', 'users', 'staff', 'rates', 'giftcard-brands', 'disputes'];

const humanize = (key: string) =>
  key.replaceAll('_', ' ').replace(/^\w/, (letter) => letter.toUpperCase());

/** A field's label in the reader's language: its resource's, else any resource's, else its words. */
const labelOf = (translate: Translate, words: string, field?: string, resource?: string) => {
  const key = field?.split('.').at(-1) ?? words.toLowerCase().replaceAll(' ', '_');
  const sources = resource ? [resource, ...LABEL_SOURCES] : LABEL_SOURCES;
  for (const source of sources) {
    const label = translate(`resources.${source}.fields.${key}`, { _: '' });
    if (label) return label;
  }
  return words === key ? humanize(key) : words;
};

/**
 * A server's field message in the reader's language: in English as the server wrote it; in
 * another language through its shape's catalogue text, else as written when its shape is unknown.
 * `field` is the key the message came under, `resource` the app resource of the form, if known.
 */
export const fieldErrorText = (
  translate: Translate,
  english: string,
  field?: string,
  resource?: string,
) => {
  if (displayLocale() === 'en') return english;
  const sentence = SENTENCE_KINDS.get(english.trim());
  if (sentence) return translate(`app.field_errors.${sentence}`, { _: english });
  for (const [pattern, kind, ...names] of SHAPES) {
    const match = pattern.exec(english.trim());
    if (!match) continue;
    const [, words, ...values] = match;
    const params = Object.fromEntries(names.map((name, index) => [name, values[index]]));
    return translate(`app.field_errors.${kind}`, {
      ...params,
      field: labelOf(translate, words, field, resource),
      _: english,
    });
  }
  return english;
};
