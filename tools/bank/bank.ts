import { randomBytes } from 'node:crypto';
import { BANK_FILE_COLUMNS, RESULTS_FILE_COLUMNS } from '../../contract/payouts.js';
import { parseCsv } from '../../server/plugins/rates/csv.js';

/** Why a practice bank turns a transfer down, as a real one might say it. */
const FAILURE_REASONS = [
  'Account closed',
  'Invalid account number',
  'Beneficiary bank unavailable',
];

/** A field as RFC 4180 writes it: quoted when it holds a comma, a quote or a line break. */
const field = (value: string) =>
  /[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value;

/**
 * A bank to practise with: reads a batch's bank file (the columns of BANK_FILE_COLUMNS) and
 * answers a results file (RESULTS_FILE_COLUMNS) in which `failShare` of the lines, chosen by
 * `random`, failed and the others succeeded, each with a provider reference.
 */
export function bankResults(
  bankFile: string,
  failShare: number,
  random: () => number = Math.random,
) {
  const [header, ...lines] = parseCsv(bankFile);
  const reference = header?.values.indexOf('reference') ?? -1;
  if (reference < 0 || header?.values.join(',') !== BANK_FILE_COLUMNS.join(',')) {
    throw new Error(`Not a bank file: its header is not ${BANK_FILE_COLUMNS.join(',')}`);
  }
  const results = lines.map(({ values }) => {
    const fails = random() < failShare;
    return [
      values[reference],
      fails ? 'failed' : 'success',
      fails ? FAILURE_REASONS[Math.floor(random() * FAILURE_REASONS.length)] : '',
      fails ? '' : `TRF-${randomBytes(5).toString('hex').toUpperCase()}`,
    ]
      .map(field)
      .join(',');
  });
  return `${[RESULTS_FILE_COLUMNS.join(','), ...results].join('\r\n')}\r\n`;
}
