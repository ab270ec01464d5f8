import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_GREETING } from '../../../contract/resources/canned-replies.js';
import { startTestServer, type TestServer, type TestUser } from '../../test/harness.js';

// What canned replies declare beyond their fields: a rule with its words in both languages, and
// domain code (hooks.ts) the derived routes call. The derived CRUD and the declared action are
// checked with every declared resource's (server/declared/declared.test.ts).

let server: TestServer;
let support: TestUser;
beforeAll(async () => {
  server = await startTestServer();
  support = await server.login('support');
});
afterAll(() => server.close());

const call = (options: InjectOptions) => server.call(support.token, options);
const LIST = '/api/v1/admin/canned-replies/';
let titles = 0;
const create = (fields: Record<string, unknown>) =>
  call({
    method: 'POST',
    url: LIST,
    payload: { title: `Reply ${++titles}`, category: 'closing', body: 'Thanks!', ...fields },
  });

describe('a canned reply', () => {
  it('refuses a greeting longer than a phone’s first screen, saying so under its message', async () => {
    const long = 'Hello! '.repeat(60);
    expect(long.length).toBeGreaterThan(MAX_GREETING);
    const refused = await create({ category: 'greeting', body: long });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().errors.body).toEqual([
      `A greeting is ${MAX_GREETING} characters at most: it opens the chat.`,
    ]);
    expect((await create({ category: 'closing', body: long })).statusCode).toBe(201);
  });

  it('can be edited when the rule is not about what the edit changes', async () => {
    const created = (await create({ category: 'closing', body: 'Bye. '.repeat(80) })).json().data;
    // A greeting's rule reads the message: an edit of the title alone is not checked by it.
    const renamed = await call({
      method: 'PATCH',
      url: `${LIST}${created.id}/`,
      payload: { title: `Renamed ${created.id}` },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
  });

  it('keeps its message tidy, however it was pasted', async () => {
    const created = await create({ body: 'Hello   \nHow can I help?\n\n\n\nRegards  ' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.body).toBe('Hello\nHow can I help?\n\nRegards');
  });
});
