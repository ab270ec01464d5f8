import {
  type PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Transaction,
} from '@electric-sql/pglite';
import { nextQuietTurn } from '../arrivals.js';

const { serialize } = protocol;

/** How many distinct statements one PGlite keeps prepared; the least recently used go first. */
const CAPACITY = 256;

/** SQLSTATEs that mean a kept statement is gone or stale: prepared again, then run once more. */
const STALE_STATEMENT = new Set([
  '26000', // invalid_sql_statement_name: the session lost it
  '0A000', // feature_not_supported: "cached plan must not change result type" after DDL
]);

interface Statement {
  name: string;
  paramTypes: number[];
}

type Query = PGlite['query'];

const joined = (parts: Uint8Array[]) => {
  const whole = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let at = 0;
  for (const part of parts) {
    whole.set(part, at);
    at += part.length;
  }
  return whole;
};

/**
 * PGlite's `query()` plans every call anew: it sends an unnamed Parse, waits for its Describe, then
 * a Bind, a Describe and an Execute, each a separate pass through the WebAssembly backend on the
 * server's one thread; at a million rows, planning the list's five-join read cost more than
 * running it. This keeps every distinct SQL text as a named statement, planned once as on the
 * PostgreSQL pool's connections (openPostgres), and runs it in one pass: Bind, Describe, Execute
 * and Sync in one message. It takes PGlite's locks as `query()` and a transaction's `query()` do.
 */
export function keepStatementsPrepared(client: PGlite): void {
  const statements = new Map<string, Statement>();
  let named = 0;

  const forget = async (text: string) => {
    const statement = statements.get(text);
    if (!statement) return;
    statements.delete(text);
    await client.execProtocol(
      joined([serialize.close({ type: 'S', name: statement.name }), serialize.sync()]),
    );
  };

  const prepared = async (text: string): Promise<Statement> => {
    const kept = statements.get(text);
    if (kept) {
      // A Map iterates in insertion order: moved to the end, it is the most recently used.
      statements.delete(text);
      statements.set(text, kept);
      return kept;
    }
    if (statements.size >= CAPACITY) await forget(statements.keys().next().value as string);
    const name = `gca_${++named}`;
    const { messages } = await client.execProtocol(
      joined([
        serialize.parse({ name, text }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
    );
    const statement = { name, paramTypes: parse.parseDescribeStatementResults(messages) };
    statements.set(text, statement);
    return statement;
  };

  // PGlite's own parse copies every one of the client's 318 type parsers into a new object to lay a
  // query's own parsers over them (drizzle passes its own on every query): about 0.2 ms a query.
  // Laid over them by inheritance instead, a query's own parsers are looked up first and the
  // client's after, with no copy.
  const parsed = (messages: Parameters<typeof parse.parseResults>[0], options?: QueryOptions) =>
    options?.parsers
      ? parse.parseResults(
          messages,
          Object.assign(Object.create(client.parsers), options.parsers),
          { ...options, parsers: undefined },
        )
      : parse.parseResults(messages, client.parsers, options);

  const run = async (text: string, params: unknown[], options?: QueryOptions) => {
    const { name, paramTypes } = await prepared(text);
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const type = paramTypes[index];
      const serializer = options?.serializers?.[type] ?? client.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const { messages } = await client.execProtocol(
      joined([
        serialize.bind({ statement: name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
      { onNotice: options?.onNotice },
    );
    return parsed(messages, options)[0];
  };

  /**
   * A stale statement is forgotten. Outside a transaction it is prepared again and run once more;
   * inside one, the error has aborted the transaction and stands.
   */
  const runKept = async (
    text: string,
    params: unknown[],
    options: QueryOptions | undefined,
    inTransaction: boolean,
  ) => {
    // PGlite runs each statement on the server's one thread and hands its lock to the next waiting
    // statement in a promise's continuation: without a pause, the statements of every request in
    // flight ran back to back and node neither accepted a connection nor read a request in
    // between. Each statement waits, holding the lock, until node has accepted and read what
    // arrived meanwhile (see server/arrivals.ts): one statement is the longest the server is deaf.
    await nextQuietTurn();
    try {
      return await run(text, params, options);
    } catch (error) {
      if (!STALE_STATEMENT.has((error as { code?: string }).code ?? '')) throw error;
      if (inTransaction) {
        statements.delete(text);
        throw error;
      }
      await forget(text);
      return await run(text, params, options);
    }
  };

  // PGlite's own path stays for what it handles and this does not: explicit parameter types, blobs.
  const ownPath = (options?: QueryOptions) => Boolean(options?.paramTypes || options?.blob);

  const plainQuery = client.query.bind(client);
  client.query = (async (text: string, params: unknown[] = [], options?: QueryOptions) => {
    if (ownPath(options)) return plainQuery(text, params, options);
    await client._checkReady();
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(() => runKept(text, params, options, false)),
    );
  }) as Query;

  const plainTransaction = client.transaction.bind(client);
  client.transaction = (<T>(callback: (tx: Transaction) => Promise<T>) =>
    plainTransaction((tx) => {
      const txQuery = tx.query.bind(tx);
      tx.query = (async (text: string, params: unknown[] = [], options?: QueryOptions) =>
        tx.closed || ownPath(options)
          ? txQuery(text, params, options)
          : client._runExclusiveQuery(() =>
              runKept(text, params, options, true),
            )) as Transaction['query'];
      return callback(tx);
    })) as PGlite['transaction'];
}
