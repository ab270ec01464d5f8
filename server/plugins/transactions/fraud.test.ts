import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs, notifications, users } from '../../db/schema.js';
import {
  codedRefusal,
  startTestServer,
  type TestServer,
  type TestUser,
} from '../../test/harness.js';
import { ONLY_PENDING_CLAIMED } from './claims.js';
import { ALREADY_PAID } from './payout-approval.js';
import { createBrand, submitCard, uniqueCardCode } from './test-fixtures.js';

let server: TestServer;
let admin: TestUser;
let brandId: string;
beforeAll(async () => {
  server = await startTestServer();
  admin = await server.login('admin');
  brandId = (await createBrand(server.database.db, { maxAmount: '2000.00' })).id;
});
afterAll(() => server.close());

/** A customer whose account is older than a day, so only the flag under test can appear. */
async function establishedCustomer() {
  const customer = await server.login('customer');
  await server.database.db
    .update(users)
    .set({ dateJoined: sql`now() - interval '30 days'` })
    .where(eq(users.id, customer.id));
  return customer;
}

const adminCall = (
  token: string,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  payload?: object,
) => server.call(token, { method, url: `/api/v1/admin/giftcards/${url}`, payload });
const detail = async (id: string) => (await adminCall(admin.token, 'GET', id)).json().data;
/** The flags staff see on a submitted card (the customer's answer does not carry them). */
const flagsOf = async (card: { id: string }) => (await detail(card.id)).risk_flags;
const auditEntries = async (action: string, targetId: string) =>
  (
    await server.call(admin.token, {
      method: 'GET',
      url: `/api/v1/admin/audit-logs/?action=${action}&target_id=${targetId}`,
    })
  ).json().results;

describe('sealed card codes', () => {
  it('keeps no submitted code anywhere in the database, and reveals it only on request', async () => {
    const customer = await establishedCustomer();
    const code = `SEAL-${uniqueCardCode()}-Q9Z7`;
    const card = await submitCard(server, customer.token, brandId, '100.00', code);
    expect(card.card_code_display).toBe('****-****-Q9Z7');
    expect(JSON.stringify(card)).not.toContain(code);
    expect(JSON.stringify(await detail(card.id))).not.toContain(code);

    // Every row of every table, as text.
    const { rows: tables } = (await server.database.db.execute(
      sql`select table_schema, table_name from information_schema.tables
          where table_schema not in ('pg_catalog', 'information_schema') and table_type = 'BASE TABLE'`,
    )) as unknown as { rows: { table_schema: string; table_name: string }[] };
    expect(tables.map((table) => table.table_name)).toContain('gift_card_transactions');
    const compact = code.replace(/-/g, '');
    for (const table of tables) {
      const { rows } = (await server.database.db.execute(
        sql.raw(`select t::text as row from "${table.table_schema}"."${table.table_name}" t`),
      )) as unknown as { rows: { row: string }[] };
      for (const { row } of rows) {
        expect(row).not.toContain(code);
        expect(row.replace(/-/g, '')).not.toContain(compact);
      }
    }

    const revealed = await adminCall(admin.token, 'POST', `${card.id}/reveal_code/`);
    expect(revealed.statusCode).toBe(200);
    expect(revealed.json()).toEqual({ data: { card_code: code } });
    const unknown = await adminCall(
      admin.token,
      'POST',
      '00000000-0000-4000-8000-000000000000/reveal_code/',
    );
    expect(unknown.statusCode).toBe(404);
    const byCustomer = await server.call(customer.token, {
      method: 'POST',
      url: `/api/v1/admin/giftcards/${card.id}/reveal_code/`,
    });
    expect(byCustomer.statusCode).toBe(403);
    const reviewer = await server.login('reviewer');
    const finance = await server.login('finance');
    expect((await adminCall(reviewer.token, 'POST', `${card.id}/reveal_code/`)).statusCode).toBe(
      200,
    );
    const refused = await adminCall(finance.token, 'POST', `${card.id}/reveal_code/`);
    expect(refused.statusCode).toBe(403);

    // Each reveal is in the audit trail, with who did it, and without the code.
    const entries = await auditEntries('transaction.reveal_code', card.id);
    expect(entries.map((entry: { actor: { id: string } }) => entry.actor.id).sort()).toEqual(
      [admin.id, reviewer.id].sort(),
    );
    expect(JSON.stringify(entries)).not.toContain(code);
  });
});

describe('risk flags at submission', () => {
  it('flags the same code written with other spacing and case as a duplicate of the first', async () => {
    const first = await establishedCustomer();
    const second = await establishedCustomer();
    const code = uniqueCardCode();
    const original = await submitCard(server, first.token, brandId, '100.00', code);
    const rewritten = ` ${code.toLowerCase().replace(/-/g, ' ')} `;
    const again = await submitCard(server, second.token, brandId, '100.00', rewritten);
    const third = await submitCard(server, first.token, brandId, '100.00', code.replace(/-/g, ''));
    expect(await detail(original.id)).toMatchObject({ risk_flags: [], duplicate_of: [] });
    expect(await detail(again.id)).toMatchObject({
      risk_flags: ['duplicate_code'],
      duplicate_of: [original.id],
    });
    expect(await detail(third.id)).toMatchObject({
      risk_flags: ['duplicate_code'],
      duplicate_of: [original.id, again.id],
    });
    const other = await submitCard(server, first.token, brandId, '100.00', `${code}X`);
    expect(await flagsOf(other)).toEqual([]);
  });

  it("tells the customer nothing of it: no staff-only field in the customer's answers", async () => {
    const first = await establishedCustomer();
    const second = await establishedCustomer();
    const code = uniqueCardCode();
    const original = await submitCard(server, first.token, brandId, '100.00', code);
    const resold = await submitCard(server, second.token, brandId, '100.00', code.toLowerCase());
    const own = (
      await server.call(second.token, { method: 'GET', url: '/api/v1/giftcards/' })
    ).json().results;
    const staffOnly = [
      'risk_flags',
      'duplicate_of',
      'payout_approval',
      'claimed_by',
      'claim_expires_at',
      'ledger',
    ];
    for (const answer of [resold, ...own]) {
      for (const field of staffOnly) expect(answer).not.toHaveProperty(field);
      expect(JSON.stringify(answer)).not.toContain(original.id);
    }
    expect(own.map((row: { id: string }) => row.id)).toEqual([resold.id]);
    // Staff still see why it stands out.
    expect(await detail(resold.id)).toMatchObject({ duplicate_of: [original.id] });
  });

  it('flags the 6th submission of a customer within an hour, not the 5th', async () => {
    const customer = await establishedCustomer();
    // An older submission is outside the hour and does not count.
    const old = await submitCard(server, customer.token, brandId);
    await server.database.db.execute(
      sql`update gift_card_transactions set created_at = now() - interval '61 minutes' where id = ${old.id}`,
    );
    const flags: unknown[] = [];
    for (let n = 1; n <= 6; n += 1) {
      flags.push(await flagsOf(await submitCard(server, customer.token, brandId)));
    }
    expect(flags).toEqual([[], [], [], [], [], ['velocity']]);
  });

  it('flags a new account’s card of 500.00 or more, not 499.99, and not an older account’s', async () => {
    const fresh = await server.login('customer');
    const below = await submitCard(server, fresh.token, brandId, '499.99');
    const at = await submitCard(server, fresh.token, brandId, '500.00');
    expect(await flagsOf(below)).toEqual([]);
    expect(await flagsOf(at)).toEqual(['new_account']);
    const older = await establishedCustomer();
    expect(await flagsOf(await submitCard(server, older.token, brandId, '1500.00'))).toEqual([]);
  });

  it('says so in the staff notification and lists flagged transactions with flagged=true', async () => {
    const fresh = await server.login('customer');
    const flagged = await submitCard(server, fresh.token, brandId, '750.00');
    const [note] = await server.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.subjectId, flagged.id));
    expect(note.message).toMatch(/submitted a \$750\.00 .* gift card \(flagged: new account\)$/);

    const page = (await adminCall(admin.token, 'GET', '?flagged=true&page_size=100')).json();
    expect(page.results.length).toBeGreaterThan(0);
    expect(page.count).toBe(page.results.length);
    for (const row of page.results) expect(row.risk_flags.length).toBeGreaterThan(0);
    expect(page.results.map((row: { id: string }) => row.id)).toContain(flagged.id);
    const all = (await adminCall(admin.token, 'GET', '?flagged=false&page_size=100')).json();
    expect(all.count).toBeGreaterThan(page.count);
    const bad = await adminCall(admin.token, 'GET', '?flagged=maybe');
    expect(bad.statusCode).toBe(400);
  });
});

describe('dual approval of large payouts', () => {
  const payout = (expected: string, status = 'REDEEMED') => ({
    status,
    expected_payout: expected,
    offered_rate: '85.00',
  });

  async function cardWithPayout(expected: string) {
    const customer = await establishedCustomer();
    const card = await submitCard(server, customer.token, brandId, '1000.00');
    await adminCall(admin.token, 'PATCH', card.id, payout(expected));
    return card.id;
  }

  it('pays 499.99 alone, and refuses 500.00 without another staff member’s approval', async () => {
    const below = await cardWithPayout('499.99');
    expect(
      (await adminCall(admin.token, 'PATCH', below, payout('499.99', 'PAID'))).statusCode,
    ).toBe(200);
    const at = await cardWithPayout('500.00');
    const refused = await adminCall(admin.token, 'PATCH', at, payout('500.00', 'PAID'));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual(codedRefusal('transaction.second_approval_needed'));
    expect((await detail(at)).status).toBe('REDEEMED');
  });

  it('lists the payouts awaiting a second approval, and only those', async () => {
    const waiting = await cardWithPayout('600.00');
    const approved = await cardWithPayout('600.00');
    await adminCall((await server.login('admin')).token, 'POST', `${approved}/approve_payout/`);
    const small = await cardWithPayout('499.99');
    const rejected = await cardWithPayout('600.00');
    await adminCall(admin.token, 'PATCH', rejected, payout('600.00', 'REJECTED'));
    const page = (await adminCall(admin.token, 'GET', '?awaiting_approval=true')).json();
    const ids = page.results.map((row: { id: string }) => row.id);
    expect(ids).toContain(waiting);
    expect(ids).not.toContain(approved);
    expect(ids).not.toContain(small);
    expect(ids).not.toContain(rejected);
    expect(page.count).toBe(ids.length);
    for (const row of page.results) expect(row.payout_approval_required).toBe(true);
    const bad = await adminCall(admin.token, 'GET', '?awaiting_approval=soon');
    expect(bad.statusCode).toBe(400);
  });

  it('tells in every answer whether paying needs a second approval, at the configured threshold', async () => {
    const below = await cardWithPayout('499.99');
    const at = await cardWithPayout('500.00');
    expect((await detail(below)).payout_approval_required).toBe(false);
    expect((await detail(at)).payout_approval_required).toBe(true);
    const listed = (await adminCall(admin.token, 'GET', `?user=${(await detail(at)).user.id}`))
      .json()
      .results.find((row: { id: string }) => row.id === at);
    expect(listed.payout_approval_required).toBe(true);

    // Another threshold, on a server configured for it, over the same database.
    const strict = await startTestServer(
      { fraud: { ...server.config.fraud, dualApprovalThreshold: '1000.00' } },
      undefined,
      server.database,
    );
    try {
      const lenient = await strict.call(admin.token, {
        method: 'GET',
        url: `/api/v1/admin/giftcards/${at}`,
      });
      expect(lenient.json().data.payout_approval_required).toBe(false);
      const paid = await strict.call(admin.token, {
        method: 'PATCH',
        url: `/api/v1/admin/giftcards/${at}`,
        payload: payout('500.00', 'PAID'),
      });
      expect(paid.statusCode).toBe(200);
    } finally {
      await strict.app.close();
      await strict.bus.close();
    }
  });

  it('lets another staff member pay what one approved, never the approver', async () => {
    const id = await cardWithPayout('600.00');
    const approver = await server.login('admin');
    const approved = await adminCall(approver.token, 'POST', `${id}/approve_payout/`);
    expect(approved.statusCode).toBe(200);
    const { data } = approved.json();
    expect(data.payout_approval).toEqual({
      approved_by: { id: approver.id, username: approver.username },
      approved_at: expect.any(String),
      amount: '600.00',
    });
    expect(data.recent_logs[0]).toMatchObject({
      action: 'payout_approved',
      notes: 'Payout of $600.00 approved.',
    });
    const [log] = await server.database.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.transactionId, id))
      .orderBy(sql`created_at desc`)
      .limit(1);
    expect(log).toMatchObject({ action: 'payout_approved', performedById: approver.id });

    const [audited] = await auditEntries('transaction.payout_approved', id);
    expect(audited).toMatchObject({
      actor: { id: approver.id, username: approver.username },
      target_type: 'transaction',
      changes: { payout_approval: [null, '600.00'] },
    });

    const byApprover = await adminCall(approver.token, 'PATCH', id, payout('600.00', 'PAID'));
    expect(byApprover.statusCode).toBe(409);
    expect(byApprover.json()).toEqual(codedRefusal('transaction.second_approval_needed'));
    const paid = await adminCall(admin.token, 'PATCH', id, payout('600.00', 'PAID'));
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data).toMatchObject({ status: 'PAID', final_payout: '600.00' });
    // The payout consumed the approval it needed: paying again after a reversal needs a new one.
    expect(paid.json().data.payout_approval).toBeNull();

    const again = await adminCall(approver.token, 'POST', `${id}/approve_payout/`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: ALREADY_PAID });
  });

  it('is for staff who may pay: finance approves, a reviewer may not', async () => {
    const id = await cardWithPayout('800.00');
    const reviewer = await server.login('reviewer');
    const finance = await server.login('finance');
    expect((await adminCall(reviewer.token, 'POST', `${id}/approve_payout/`)).statusCode).toBe(403);
    expect((await adminCall(finance.token, 'POST', `${id}/approve_payout/`)).statusCode).toBe(200);
    const paid = await adminCall(admin.token, 'PATCH', id, payout('800.00', 'PAID'));
    expect(paid.statusCode).toBe(200);
  });

  it('lets no claim stand between an accepted card and its payment, which asks the approval', async () => {
    const id = await cardWithPayout('700.00');
    const holder = await server.login('admin');
    const claimed = await adminCall(holder.token, 'POST', `${id}/claim/`);
    expect(claimed.statusCode).toBe(409);
    expect(claimed.json()).toEqual({ message: ONLY_PENDING_CLAIMED });
    const unapproved = await adminCall(holder.token, 'PATCH', id, payout('700.00', 'PAID'));
    expect(unapproved.statusCode).toBe(409);
    expect(unapproved.json()).toEqual(codedRefusal('transaction.second_approval_needed'));
    await adminCall(admin.token, 'POST', `${id}/approve_payout/`);
    const paid = await adminCall(holder.token, 'PATCH', id, payout('700.00', 'PAID'));
    expect(paid.statusCode).toBe(200);
    expect(paid.json().data).toMatchObject({ status: 'PAID', claimed_by: null });
  });

  it('voids the approval when the expected payout changes', async () => {
    const id = await cardWithPayout('600.00');
    const approver = await server.login('admin');
    await adminCall(approver.token, 'POST', `${id}/approve_payout/`);
    // Notes alone keep it.
    const notes = await adminCall(admin.token, 'PATCH', id, {
      ...payout('600.00'),
      admin_notes: 'Checked with the customer.',
    });
    expect(notes.json().data.payout_approval).not.toBeNull();
    const changed = await adminCall(admin.token, 'PATCH', id, payout('650.00'));
    expect(changed.json().data.payout_approval).toBeNull();
    const refused = await adminCall(admin.token, 'PATCH', id, payout('650.00', 'PAID'));
    expect(refused.statusCode).toBe(409);
    // Paying another amount than the approved one in the same request is refused as well.
    await adminCall(approver.token, 'POST', `${id}/approve_payout/`);
    const other = await adminCall(admin.token, 'PATCH', id, payout('640.00', 'PAID'));
    expect(other.statusCode).toBe(409);
    expect(await detail(id)).toMatchObject({
      status: 'REDEEMED',
      expected_payout: '650.00',
      payout_approval: { amount: '650.00' },
    });
  });
});
