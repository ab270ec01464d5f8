import { sql } from 'drizzle-orm';
import { type ServerText, serverText } from '../../../contract/messages.js';
import { RATE_CSV_COLUMNS, type RateImportResult, rateInput } from '../../../contract/rates.js';
import type { Executor } from '../../db/client.js';
import { badRequest, HttpError } from '../../lib/errors.js';
import type { AuditContext } from '../audit/record.js';
import { recordAudit } from '../audit/record.js';
import { parseCsv } from './csv.js';
import { addRate, byKey, rowsOf } from './service.js';

/** An import larger than this is a job for several files. */
export const MAX_IMPORT_LINES = 10_000;

/** Leaves the import's database transaction without writing, carrying its figures out. */
class NothingWritten extends Error {
  constructor(readonly result: RateImportResult) {
    super('nothing written');
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The brands the file names, by id or by name (case-insensitive); a name two brands share names none. */
async function brandsNamed(db: Executor, names: string[]) {
  const rows = await rowsOf<{ id: string; name: string }>(
    db,
    sql`
      SELECT "id"::text AS "id", lower("name") AS "name" FROM "brands"
      WHERE lower("name") IN (SELECT jsonb_array_elements_text(${JSON.stringify(names.map((name) => name.toLowerCase()))}::jsonb))
        OR "id"::text IN (SELECT jsonb_array_elements_text(${JSON.stringify(names.filter((name) => UUID.test(name)).map((name) => name.toLowerCase()))}::jsonb))`,
  );
  return (name: string) => {
    const wanted = name.trim().toLowerCase();
    const matches = rows.filter((row) => row.id === wanted || row.name === wanted);
    return matches.length === 1 ? matches[0].id : null;
  };
}

/**
 * The CSV import (api-contract.md, "Rate cards"): every line added as `POST /admin/rates/` would
 * (a rate equal to its band's open version counts as unchanged), in one database transaction that
 * is kept only when no line was refused and it is not a dry run. A dry run does the same work and
 * rolls it back, so its figures are the real ones. An `effective_from` left blank or already past
 * (as the export writes it) means now.
 */
export async function importRates(
  db: Executor,
  context: AuditContext,
  file: string,
  dryRun: boolean,
): Promise<RateImportResult> {
  const [header, ...lines] = parseCsv(file);
  const expected = RATE_CSV_COLUMNS.join(',');
  if (!header || header.values.map((value) => value.trim().toLowerCase()).join(',') !== expected) {
    const message = serverText('rates.import_header', { columns: expected });
    throw badRequest(message, { file: [message.english] });
  }
  if (lines.length > MAX_IMPORT_LINES) {
    const message = serverText('rates.import_too_many', { max: MAX_IMPORT_LINES });
    throw badRequest(message, { file: [message.english] });
  }
  if (!context.actor) throw new HttpError(401, 'Authentication credentials were not provided.');
  const actor = context.actor;
  const brandOf = await brandsNamed(db, [...new Set(lines.map((line) => line.values[0] ?? ''))]);
  const errors: RateImportResult['errors'] = [];
  /** A refused line: the English message, with its code and parameters for the app. */
  const refuse = (
    line: number,
    text: Pick<ServerText, 'code' | 'params'> | null,
    message: string,
  ) =>
    errors.push({
      line,
      message,
      message_code: text?.code ?? null,
      message_params: text?.params ?? {},
    });
  const refuseText = (line: number, text: ServerText) => refuse(line, text, text.english);
  const rows = lines.flatMap(({ line, values }) => {
    if (values.length !== RATE_CSV_COLUMNS.length) {
      refuseText(
        line,
        serverText('rates.import_field_count', {
          expected: RATE_CSV_COLUMNS.length,
          found: values.length,
        }),
      );
      return [];
    }
    const record = Object.fromEntries(
      RATE_CSV_COLUMNS.map((name, index) => [name, values[index].trim()]),
    );
    const brand = brandOf(record.brand);
    if (!brand) {
      refuseText(line, serverText('rates.import_no_brand', { brand: record.brand }));
      return [];
    }
    const starts = record.effective_from;
    const parsed = rateInput.safeParse({
      ...record,
      brand,
      effective_from: starts && Date.parse(starts) > Date.now() ? starts : undefined,
    });
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      refuseText(
        line,
        serverText('rates.import_invalid', { field: issue.path.join('.'), message: issue.message }),
      );
      return [];
    }
    return [{ line, rate: parsed.data }];
  });
  const result: RateImportResult = { created: 0, superseded: 0, unchanged: 0, errors };
  try {
    return await db.transaction(async (tx) => {
      for (const { line, rate } of byKey(rows)) {
        const added = await addRate(tx, actor, rate, { skipUnchanged: true });
        if (added instanceof HttpError) refuse(line, added.text, added.message);
        else if (added.rateId === null) result.unchanged++;
        else {
          result.created++;
          if (added.supersededId) result.superseded++;
        }
      }
      errors.sort((a, b) => a.line - b.line);
      if (errors.length || dryRun) throw new NothingWritten(result);
      await recordAudit(tx, context, {
        action: 'rate.import',
        target: null,
        summary: serverText('audit.rates_imported', {
          created: result.created,
          superseded: result.superseded,
          unchanged: result.unchanged,
        }),
        changes: {
          created: [null, result.created],
          superseded: [null, result.superseded],
          unchanged: [null, result.unchanged],
        },
      });
      return result;
    });
  } catch (error) {
    if (error instanceof NothingWritten) return error.result;
    throw error;
  }
}
