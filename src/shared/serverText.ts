import type { Notification } from '../../contract/live';
import { DISPUTE_STATUSES, lookUp, TRANSACTION_STATUSES } from '../../contract/statuses';
import { formatDateTime, formatMoney, formatPercent } from './format';
import type { Translate } from './translate';

// What the server writes for staff (audit changes and summaries, activity notes, notifications,
// ledger reasons, error messages) comes with codes: field names, status codes, decimal amounts.
// These turn them into the reader's language through the catalogue.

/**
 * The app resource whose `fields` name the fields of each audit target type: the built-in ones
 * here, each declared resource's once the registry is loaded after sign-in (`nameTargetResources`),
 * as the declarations are not part of the sign-in page's download.
 */
const TARGET_RESOURCES: Record<string, string> = {
  transaction: 'transactions',
  user: 'users',
  dispute: 'disputes',
};

/** Adds the app resources of more audit target types, by type (a declared resource's singular). */
export const nameTargetResources = (resources: Readonly<Record<string, string>>) => {
  Object.assign(TARGET_RESOURCES, resources);
};

const MONEY = new Set([
  'amount',
  'card_value',
  'clawback',
  'clawback_approval',
  'expected_payout',
  'final_payout',
  'max_amount',
  'max_value',
  'min_amount',
  'min_value',
  'other_max',
  'other_min',
  'payout',
  'repaid',
  'reversal_approval',
]);
const PERCENT = new Set(['offered_rate', 'rate', 'rate_percentage']);
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

const humanize = (code: string) =>
  code.replaceAll('_', ' ').replace(/^\w/, (letter) => letter.toUpperCase());

/** "Expected Payout" for `expected_payout` of a transaction, from the resource's catalogue. */
export const fieldLabel = (translate: Translate, targetType: string | null, field: string) =>
  translate(`resources.${TARGET_RESOURCES[targetType ?? ''] ?? targetType}.fields.${field}`, {
    _: humanize(field),
  });

export type ServerValue = string | number | boolean | null | undefined;

/**
 * A stored value as the reader's language writes it: a status by its label, an amount as money,
 * a rate as a percentage, a time as a date, a yes/no in words, nothing as an em dash.
 */
export const valueText = (
  translate: Translate,
  field: string,
  value: ServerValue,
  targetType: string | null = 'transaction',
) => {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return translate(value ? 'ra.boolean.true' : 'ra.boolean.false');
  if (field === 'status' || field === 'from' || field === 'to') {
    const look =
      lookUp(TRANSACTION_STATUSES, String(value)) ??
      (targetType === 'dispute' ? lookUp(DISPUTE_STATUSES, String(value)) : undefined);
    if (look) return translate(look.label);
  }
  if (field === 'role') return translate(`resources.staff.roles.${value}`, { _: String(value) });
  if (field === 'kyc_status') {
    return translate(`resources.kyc.statuses.${value}`, { _: String(value) });
  }
  if (field === 'form' || field === 'receipt') {
    return translate(`resources.rates.choices.${field}.${value}`, { _: String(value) });
  }
  if (MONEY.has(field)) return formatMoney(value) ?? String(value);
  if (PERCENT.has(field)) return formatPercent(value) ?? String(value);
  if (typeof value === 'string' && ISO_DATE_TIME.test(value)) {
    return formatDateTime(value) ?? value;
  }
  // A declared field's choice (a service level's target) by its words.
  const resource = TARGET_RESOURCES[targetType ?? ''];
  const choice =
    resource && translate(`resources.${resource}.choices.${field}.${value}`, { _: '' });
  return choice || String(value);
};

export type MessageParams = Record<string, string | number | boolean | null>;

/** "status, expected_payout" as "Status, Expected Payout": each code of a list in words. */
const listText = (codes: string, word: (code: string) => string) =>
  codes
    .split(',')
    .map((code) => word(code.trim()))
    .join(', ');

/** A declared resource named inside a sentence: "brand", "canned reply", "KYC tier". */
const resourceNoun = (translate: Translate, singular: string) => {
  const noun = translate(`resources.${TARGET_RESOURCES[singular] ?? singular}.name`, {
    smart_count: 1,
    _: singular,
  });
  // An acronym (KYC) keeps its capitals.
  return /^\p{Lu}{2}/u.test(noun) ? noun : noun.charAt(0).toLocaleLowerCase() + noun.slice(1);
};

/**
 * A server text in the reader's language: the catalogue's `server.<code>` with its parameters
 * written as `valueText` writes them (`fields` and `flags`, comma-separated lists of codes, by
 * their labels); the server's English when the code is missing or unknown to the catalogue.
 */
export const serverText = (
  translate: Translate,
  text: { code?: string | null; params?: MessageParams | null; english: string },
  targetType: string | null = 'transaction',
) => {
  if (!text.code) return text.english;
  const params = Object.fromEntries(
    Object.entries(text.params ?? {}).map(([name, value]) => [
      name,
      name === 'fields' && typeof value === 'string'
        ? listText(value, (field) => fieldLabel(translate, targetType, field))
        : name === 'flags' && typeof value === 'string'
          ? listText(value, (flag) =>
              translate(`resources.transactions.risk.short.${flag}`, { _: flag }),
            )
          : name === 'permission' && typeof value === 'string'
            ? translate(`permission_phrases.${value}`, { _: value })
            : name === 'resource' && typeof value === 'string'
              ? resourceNoun(translate, value)
              : valueText(translate, name, value, targetType),
    ]),
  );
  return translate(`server.${text.code}`, { ...params, _: text.english });
};

/** A notification's message in the reader's language. */
export const notificationText = (notification: Notification, translate: Translate) =>
  serverText(translate, {
    code: notification.message_code,
    params: notification.message_params,
    english: notification.message,
  });
