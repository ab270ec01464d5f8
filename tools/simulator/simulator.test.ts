import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brands } from '../../server/plugins/brands/table.js';
import { type LiveServer, startLiveServer } from '../../server/realtime/test/live-server.js';
import { runSimulator } from './run.js';

let server: LiveServer;
beforeAll(async () => {
  server = await startLiveServer();
});
afterAll(() => server.close());

describe('customer simulator', () => {
  it('registers a customer and its actions reach a connected admin live', async () => {
    const admin = await server.login('admin');
    await server.database.db.insert(brands).values({
      name: 'Sim Brand',
      minAmount: '10.00',
      maxAmount: '200.00',
      ratePercentage: '80.00',
    });
    const inbox = await server.connect('/notifications/', admin.token);
    await inbox.next('notification_history');

    const lines: string[] = [];
    await runSimulator(
      {
        url: server.wsBase.replace(/^ws/, 'http').replace(/\/ws$/, ''),
        paceMs: 20,
        customers: 1,
        emails: [],
        customerPassword: 'not-used',
        brandIds: [],
        admin: { email: admin.email, password: 'password123' },
        actions: 6,
        log: (line) => lines.push(line),
      },
      new AbortController().signal,
    );

    expect(lines[0]).toMatch(/^registered customer sim_[0-9a-f]{8}$/);
    // Batches can pay the customers it plays.
    expect(lines).toContainEqual(
      expect.stringMatching(/^sim_[0-9a-f]{8} gave a payout account at /),
    );
    const actions = lines.filter((line) =>
      /submitted|opened dispute|wrote in dispute|for KYC tier 1|no KYC documents to send/.test(
        line,
      ),
    );
    expect(actions.length).toBeGreaterThanOrEqual(5);
    expect(lines.filter((line) => line.includes('could not'))).toEqual([]);
    const first = await inbox.next('notification');
    expect(first.notification.message).toMatch(/^sim_[0-9a-f]{8} (submitted|opened|sent)/);
    await inbox.close();
  });

  it('plays frauds with --fraud, so that every risk flag shows', async () => {
    const admin = await server.login('admin');
    await server.database.db.insert(brands).values({
      name: 'Sim Large Brand',
      minAmount: '10.00',
      maxAmount: '1000.00',
      ratePercentage: '80.00',
    });
    const lines: string[] = [];
    await runSimulator(
      {
        url: server.wsBase.replace(/^ws/, 'http').replace(/\/ws$/, ''),
        paceMs: 1,
        customers: 1,
        emails: [],
        customerPassword: 'not-used',
        brandIds: [],
        admin: { email: admin.email, password: 'password123' },
        actions: 6,
        fraud: true,
        log: (line) => lines.push(line),
      },
      new AbortController().signal,
    );
    expect(lines.filter((line) => line.includes('could not'))).toEqual([]);
    // Staff see the flags; the customers' own answers do not carry them.
    const flagged = await server.call(admin.token, {
      method: 'GET',
      url: '/api/v1/admin/giftcards/?flagged=true&page_size=100',
    });
    const flags = new Set(
      flagged.json().results.flatMap((row: { risk_flags: string[] }) => row.risk_flags),
    );
    expect(flags).toEqual(new Set(['duplicate_code', 'velocity', 'new_account']));
  });
});
