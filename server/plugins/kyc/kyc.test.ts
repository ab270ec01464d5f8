import { deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StaffRole, staffRole } from '../../../contract/enums.js';
import { startTestServer, type TestServer, type TestUser } from '../../test/harness.js';
import { multipartBody, PNG_1PX } from '../../test/multipart.js';
import { createBrand, submitCard } from '../transactions/test-fixtures.js';

let server: TestServer;
const staff = {} as Record<StaffRole, TestUser>;
let brandId: string;

beforeAll(async () => {
  server = await startTestServer();
  for (const role of staffRole.options) staff[role] = await server.login(role);
  brandId = (await createBrand(server.database.db, { maxAmount: '5000.00' })).id;
});
afterAll(() => server.close());

type Method = 'GET' | 'PUT' | 'POST' | 'PATCH';
const call = (who: TestUser, method: Method, url: string, payload?: object) =>
  server.call(who.token, { method, url: `/api/v1${url}`, payload });

const turnLimits = async (enforced: boolean) =>
  expect((await call(staff.admin, 'PUT', '/admin/kyc/settings/', { enforced })).statusCode).toBe(
    200,
  );

async function upload(customer: TestUser, type: string, bytes: Buffer, filename = 'doc.png') {
  const form = await multipartBody({ type, file: { bytes, filename, type: 'image/png' } });
  return server.call(customer.token, {
    method: 'POST',
    url: '/api/v1/kyc/documents/',
    ...form,
  });
}

/** A card of the customer's, accepted with `payout` to pay. */
async function acceptedCard(customer: TestUser, payout: string) {
  const { id } = await submitCard(server, customer.token, brandId, '1000.00');
  const accepted = await call(staff.admin, 'PATCH', `/admin/giftcards/${id}/`, {
    status: 'ORDER_ACCEPTED',
    expected_payout: payout,
    offered_rate: '86.00',
  });
  expect(accepted.statusCode, accepted.body).toBe(200);
  return id;
}

const pay = (id: string, payout: string) =>
  call(staff.finance, 'PATCH', `/admin/giftcards/${id}/`, {
    status: 'PAID',
    expected_payout: payout,
    offered_rate: '86.00',
  });

describe('KYC tiers', () => {
  it('are read by every staff role with the defaults, and changed by admins only, audited', async () => {
    for (const role of staffRole.options) {
      const response = await call(staff[role], 'GET', '/admin/kyc/tiers/');
      expect(response.statusCode, role).toBe(200);
      expect(
        response
          .json()
          .results.map((tier: Record<string, unknown>) => [
            tier.tier,
            tier.name,
            tier.daily_limit,
            tier.monthly_limit,
          ]),
      ).toEqual([
        [0, 'Unverified', '200.00', '1000.00'],
        [1, 'Identity', '2000.00', '10000.00'],
        [2, 'Address', '10000.00', '50000.00'],
        [3, 'Enhanced', null, null],
      ]);
    }
    const customer = await server.login('customer');
    expect((await call(customer, 'GET', '/admin/kyc/tiers/')).statusCode).toBe(403);

    const body = {
      name: 'Address',
      daily_limit: '12000.00',
      monthly_limit: '60000.00',
      requires: ['identity_document', 'selfie', 'proof_of_address'],
    };
    expect((await call(staff.support, 'PUT', '/admin/kyc/tiers/2/', body)).statusCode).toBe(403);
    expect((await call(staff.admin, 'PUT', '/admin/kyc/tiers/9/', body)).statusCode).toBe(404);
    const changed = await call(staff.admin, 'PUT', '/admin/kyc/tiers/2/', body);
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ tier: 2, daily_limit: '12000.00' });
    const audit = await call(
      staff.admin,
      'GET',
      `/admin/audit-logs/?action=kyc_tier.update&target_id=${changed.json().data.id}`,
    );
    expect(audit.json().results[0].changes.daily_limit).toEqual(['10000.00', '12000.00']);
  });
});

/** A 1-pixel PNG with a tEXt chunk before its end: still a whole PNG to a viewer. */
function pngWithText(text: string) {
  const iend = PNG_1PX.length - 12;
  const data = Buffer.from(`Comment\0${text}`, 'latin1');
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length, 0);
  chunk.write('tEXt', 4, 'latin1');
  data.copy(chunk, 8);
  return Buffer.concat([PNG_1PX.subarray(0, iend), chunk, PNG_1PX.subarray(iend)]);
}

describe('KYC documents and decisions', () => {
  it('are uploaded by customers, checked by content, shown to staff through signed URLs, queued and decided', async () => {
    const customer = await server.login('customer');
    const own = await call(customer, 'GET', '/kyc/');
    expect(own.json().data.kyc).toEqual({
      tier: 0,
      status: 'none',
      reviewed_at: null,
      reason: null,
    });

    const notAnImage = await upload(customer, 'passport', Buffer.from('plain text, not a scan'));
    expect(notAnImage.statusCode).toBe(400);
    expect(notAnImage.json().errors.file).toEqual([
      'The document must be a JPEG, PNG or PDF file.',
    ]);
    const tooLarge = await upload(
      customer,
      'passport',
      Buffer.concat([PNG_1PX, Buffer.alloc(10 * 1024 * 1024)]),
    );
    expect(tooLarge.statusCode).toBe(413);
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << >> endobj\ntrailer << >>\n%%EOF\n');
    // Polyglots: a file that is also a page or a program is refused, however it hides it.
    const scripted = (object: string) =>
      Buffer.from(`%PDF-1.4\n1 0 obj ${object} endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n`);
    const compressed = deflateSync('<< /S /JavaScript /JS (app.alert(1)) >>');
    const polyglots = {
      'a PDF with JavaScript': scripted(
        '<< /OpenAction << /S /JavaScript /JS (app.alert(1)) >> >>',
      ),
      'a PDF spelling JavaScript #-escaped': scripted('<< /OpenAction << /S /J#61vaScript >> >>'),
      'a PDF with a launch action': scripted('<< /Names << /F (cmd.exe) /S /Launch >> >>'),
      'a PDF with an action run on opening': scripted('<< /OpenAction 2 0 R >>'),
      'a PNG with a script in a text chunk': pngWithText('<script>alert(1)</script>'),
      'a PDF with JavaScript in a compressed stream': Buffer.concat([
        Buffer.from(
          `%PDF-1.5\n1 0 obj << /Filter /FlateDecode /Length ${compressed.length} >>\nstream\n`,
        ),
        compressed,
        Buffer.from('\nendstream endobj\ntrailer << >>\n%%EOF\n'),
      ]),
      'a PDF followed by HTML': Buffer.concat([
        pdf,
        Buffer.from('<html><script>alert(1)</script>'),
      ]),
      'a PNG followed by HTML': Buffer.concat([
        PNG_1PX,
        Buffer.from('<html><script>alert(1)</script></html>'),
      ]),
      'a JPEG followed by HTML': Buffer.concat([
        Buffer.from([
          0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0, 0xff,
          0xd9,
        ]),
        Buffer.from('<html><script>alert(1)</script></html>'),
      ]),
    };
    for (const [name, bytes] of Object.entries(polyglots)) {
      const refused = await upload(customer, 'passport', bytes, 'passport.pdf');
      expect(refused.statusCode, name).toBe(400);
      expect(refused.json().errors.file, name).toEqual([
        'The document must be a JPEG, PNG or PDF file.',
      ]);
    }
    expect((await upload(customer, 'passport', pdf, 'passport.pdf')).statusCode).toBe(201);
    const selfie = await upload(customer, 'selfie', PNG_1PX);
    expect(selfie.statusCode, selfie.body).toBe(201);
    expect(selfie.json().data).toMatchObject({ type: 'selfie', status: 'pending' });
    expect((await call(staff.reviewer, 'GET', `/admin/users/${customer.id}/kyc/`)).statusCode).toBe(
      403,
    );

    const queue = await call(staff.support, 'GET', '/admin/kyc/queue/');
    const entry = queue
      .json()
      .results.find((row: { user: { id: string } }) => row.user.id === customer.id);
    expect(entry).toMatchObject({ waiting: 2, kyc: { status: 'pending', tier: 0 } });

    const detail = await call(staff.support, 'GET', `/admin/users/${customer.id}/kyc/`);
    expect(detail.statusCode, detail.body).toBe(200);
    const documents = detail.json().data.documents as { type: string; url: string }[];
    expect(documents.map((doc) => doc.type)).toEqual(['selfie', 'passport']);
    const file = await server.app.inject({ method: 'GET', url: documents[0].url });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.equals(PNG_1PX)).toBe(true);
    // Only ever downloaded: the browser saves it and runs nothing of it in the app's origin.
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="[0-9a-f-]+\.png"$/);
    expect(file.headers['content-security-policy']).toMatch(/^sandbox/);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    const shownInline = await server.app.inject({
      method: 'GET',
      url: documents[0].url.replace('&download=1', ''),
    });
    expect(shownInline.statusCode).toBe(404);
    const unsigned = await server.app.inject({
      method: 'GET',
      url: documents[0].url.split('?')[0],
    });
    expect(unsigned.statusCode).toBe(404);

    const decide = (payload: object) =>
      call(staff.support, 'POST', `/admin/users/${customer.id}/kyc/decision/`, payload);
    const noReason = await decide({ tier: 1, decision: 'reject' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json().errors.reason).toEqual(['Give a reason for rejecting the documents.']);
    const approved = await decide({ tier: 1, decision: 'approve' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.kyc).toMatchObject({ tier: 1, status: 'approved' });
    expect(approved.json().data.used).toMatchObject({
      daily_limit: '2000.00',
      monthly_limit: '10000.00',
    });
    const user = await call(staff.reviewer, 'GET', `/admin/users/${customer.id}`);
    expect(user.json().data.kyc).toMatchObject({ tier: 1, status: 'approved' });
    const audit = await call(
      staff.admin,
      'GET',
      `/admin/audit-logs/?action=user.kyc_decided&target_id=${customer.id}`,
    );
    expect(audit.json().results[0].changes.kyc_tier).toEqual([0, 1]);
    expect(audit.json().results[0]).toMatchObject({
      summary_code: 'audit.kyc_approved',
      summary_params: { tier: 1 },
    });
    const after = await call(staff.support, 'GET', '/admin/kyc/queue/');
    expect(
      after.json().results.some((row: { user: { id: string } }) => row.user.id === customer.id),
    ).toBe(false);
  });
});

describe('KYC limits', () => {
  it('are off on a new installation: any payout goes through', async () => {
    expect((await call(staff.support, 'GET', '/admin/kyc/settings/')).json().data).toEqual({
      enforced: false,
    });
    const customer = await server.login('customer');
    const id = await acceptedCard(customer, '450.00');
    expect((await pay(id, '450.00')).statusCode).toBe(200);
  });

  it('once on, refuse a payout over the tier, name it, and let it through after approval', async () => {
    expect(
      (await call(staff.support, 'PUT', '/admin/kyc/settings/', { enforced: true })).statusCode,
    ).toBe(403);
    await turnLimits(true);
    const audit = await call(staff.admin, 'GET', '/admin/audit-logs/?action=kyc.settings_update');
    expect(audit.json().results[0].changes.enforced).toEqual([false, true]);
    try {
      const customer = await server.login('customer');
      const first = await acceptedCard(customer, '150.00');
      const second = await acceptedCard(customer, '100.00');
      expect((await pay(first, '150.00')).statusCode).toBe(200);
      const refused = await pay(second, '100.00');
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(
        "This payout is over the customer's KYC limit: tier 0 (Unverified) allows $200.00 a day, and $150.00 was paid today.",
      );
      const used = await call(staff.support, 'GET', `/admin/users/${customer.id}/kyc/`);
      expect(used.json().data.used).toMatchObject({ today: '150.00', this_month: '150.00' });

      expect((await upload(customer, 'passport', PNG_1PX)).statusCode).toBe(201);
      expect((await upload(customer, 'selfie', PNG_1PX)).statusCode).toBe(201);
      const approved = await call(
        staff.support,
        'POST',
        `/admin/users/${customer.id}/kyc/decision/`,
        { tier: 1, decision: 'approve' },
      );
      expect(approved.statusCode).toBe(200);
      expect((await pay(second, '100.00')).statusCode).toBe(200);
    } finally {
      await turnLimits(false);
    }
  });

  it('let only one of two racing payouts through when both together pass the limit', async () => {
    await turnLimits(true);
    try {
      const customer = await server.login('customer');
      const cards = [
        await acceptedCard(customer, '150.00'),
        await acceptedCard(customer, '150.00'),
      ];
      const answers = await Promise.all(cards.map((id) => pay(id, '150.00')));
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    } finally {
      await turnLimits(false);
    }
  });

  it('flag a submission whose payout would pass the monthly limit', async () => {
    await turnLimits(true);
    try {
      const customer = await server.login('customer');
      const big = await submitCard(server, customer.token, brandId, '2000.00');
      const small = await submitCard(server, customer.token, brandId, '100.00');
      const flags = async (id: string) =>
        (await call(staff.reviewer, 'GET', `/admin/giftcards/${id}/`)).json().data.risk_flags;
      expect(await flags(big.id)).toContain('kyc_limit');
      expect(await flags(small.id)).not.toContain('kyc_limit');
    } finally {
      await turnLimits(false);
    }
  });
});

describe('KYC tiers granted with four eyes', () => {
  const decide = (as: TestUser, customer: TestUser, payload: object) =>
    call(as, 'POST', `/admin/users/${customer.id}/kyc/decision/`, payload);
  const confirm = (as: TestUser, customer: TestUser) =>
    call(as, 'POST', `/admin/users/${customer.id}/kyc/approve_tier/`);

  it('grant a tier only when the documents cover what it requires, naming what is missing', async () => {
    const customer = await server.login('customer');
    const bare = await decide(staff.support, customer, { tier: 1, decision: 'approve' });
    expect(bare.statusCode).toBe(400);
    expect(bare.json()).toMatchObject({
      message: 'Tier 1 needs approved documents of these kinds: identity_document, selfie.',
      message_code: 'kyc.documents_missing',
      errors: {
        tier: ['Tier 1 needs approved documents of these kinds: identity_document, selfie.'],
      },
    });
    expect((await upload(customer, 'drivers_license', PNG_1PX)).statusCode).toBe(201);
    const half = await decide(staff.support, customer, { tier: 1, decision: 'approve' });
    expect(half.json().message).toBe('Tier 1 needs approved documents of these kinds: selfie.');
    expect((await upload(customer, 'selfie', PNG_1PX)).statusCode).toBe(201);
    const granted = await decide(staff.support, customer, { tier: 1, decision: 'approve' });
    expect(granted.statusCode).toBe(200);
    expect(granted.json().data).toMatchObject({ kyc: { tier: 1 }, approval: null });
  });

  it('raise a customer to tier 2 or more only once another member of staff confirms it', async () => {
    const customer = await server.login('customer');
    for (const type of ['passport', 'selfie', 'proof_of_address']) {
      expect((await upload(customer, type, PNG_1PX)).statusCode).toBe(201);
    }
    const other = await server.login('support');
    expect((await confirm(staff.support, customer)).json().message_code).toBe(
      'kyc.no_tier_request',
    );

    const asked = await decide(staff.support, customer, { tier: 2, decision: 'approve' });
    expect(asked.statusCode, asked.body).toBe(202);
    expect(asked.json().data).toMatchObject({
      kyc: { tier: 0, status: 'pending' },
      approval: { tier: 2, requested_by: { id: staff.support.id } },
    });
    // The one who asked cannot confirm it; nothing changed.
    const self = await confirm(staff.support, customer);
    expect(self.statusCode).toBe(409);
    expect(self.json().message).toBe(
      'Another member of staff must confirm this tier: you asked for it.',
    );
    const customerView = await call(customer, 'GET', '/kyc/');
    expect(customerView.json().data.kyc.tier).toBe(0);
    expect(customerView.json().data).not.toHaveProperty('approval');

    const confirmed = await confirm(other, customer);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data).toMatchObject({
      kyc: { tier: 2, status: 'approved' },
      approval: null,
    });
    expect(confirmed.json().data.documents.map((doc: { status: string }) => doc.status)).toEqual([
      'approved',
      'approved',
      'approved',
    ]);
    expect((await confirm(other, customer)).statusCode).toBe(409);
    const audit = await call(
      staff.admin,
      'GET',
      `/admin/audit-logs/?target_id=${customer.id}&ordering=created_at`,
    );
    const rows = audit
      .json()
      .results.map((row: { action: string; actor: { id: string } | null }) => [
        row.action,
        row.actor?.id,
      ]);
    // The confirmation's two rows share their transaction's time: their order between them is not.
    expect(rows[0]).toEqual(['user.kyc_tier_requested', staff.support.id]);
    expect(rows.slice(1).sort()).toEqual([
      ['user.kyc_decided', other.id],
      ['user.kyc_tier_approved', other.id],
    ]);
  });

  it('lowers a tier, or rejects, at once, dropping a tier that waited', async () => {
    const customer = await server.login('customer');
    for (const type of ['passport', 'selfie', 'proof_of_address', 'source_of_funds']) {
      expect((await upload(customer, type, PNG_1PX)).statusCode).toBe(201);
    }
    expect(
      (await decide(staff.support, customer, { tier: 3, decision: 'approve' })).statusCode,
    ).toBe(202);
    const rejected = await decide(staff.admin, customer, {
      tier: 3,
      decision: 'reject',
      reason: 'The proof of address is older than three months',
    });
    expect(rejected.statusCode).toBe(200);
    expect(rejected.json().data).toMatchObject({
      kyc: { tier: 0, status: 'rejected' },
      approval: null,
    });
    expect((await confirm(staff.admin, customer)).statusCode).toBe(409);
  });
});
