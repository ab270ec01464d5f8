import jsonExport from 'jsonexport/dist';
import { downloadCSV } from 'react-admin';
import { SUMMARY_ACCOUNT_KINDS, transferKind } from '../../../contract/ledger';
import type { LedgerSummary } from './types';

const BOM = '\ufeff';
/** The account kinds of the contract's daily summary, in its order. */
const ACCOUNT_KINDS = SUMMARY_ACCOUNT_KINDS;

/**
 * The day's summary as a spreadsheet: one row per account kind (opening, moved, closing), then one
 * per transfer kind (count, amount), with the screen's own words as column titles (`text`: the ledger's own texts).
 */
export async function downloadSummary(summary: LedgerSummary, text: (key: string) => string) {
  const column = (key: string) => text(`summary.columns.${key}`);
  const balances = ACCOUNT_KINDS.map((kind) => ({
    [column('line')]: text(`choices.kind.${kind}`),
    [column('opening')]: summary.opening[kind],
    [column('closing')]: summary.closing[kind],
    [column('count')]: '',
    [column('amount')]: '',
  }));
  const transfers = transferKind.options.map((kind) => ({
    [column('line')]: text(`transfer_kinds.${kind}`),
    [column('opening')]: '',
    [column('closing')]: '',
    [column('count')]: String(summary.transfers[kind].count),
    [column('amount')]: summary.transfers[kind].amount,
  }));
  const csv = await jsonExport([...balances, ...transfers], { endOfLine: '\r\n' });
  downloadCSV(BOM + csv, `ledger-summary-${summary.date}`);
}
