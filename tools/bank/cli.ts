import { readFileSync, writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { bankResults } from './bank.js';

/**
 * `npm run bank -- <batch file> [--fail-share 0.1] [--out results.csv]`: plays the bank for a
 * payout batch's downloaded file and writes the results file to upload back (by default beside
 * the batch file, `.results.csv`).
 */
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'fail-share': { type: 'string', default: '0.1' },
    out: { type: 'string' },
  },
});
const [batchFile] = positionals;
const failShare = Number(values['fail-share']);
if (!batchFile || !(failShare >= 0 && failShare <= 1)) {
  console.error('Usage: npm run bank -- <batch file> [--fail-share 0..1] [--out results.csv]');
  process.exit(2);
}
const out = values.out ?? batchFile.replace(/(\.csv)?$/, '.results.csv');
const results = bankResults(readFileSync(batchFile, 'utf8'), failShare);
writeFileSync(out, results);
const lines = results.trim().split('\r\n').slice(1);
const failed = lines.filter((line) => line.split(',')[1] === 'failed').length;
console.log(`${out}: ${lines.length} results, ${failed} failed`);
