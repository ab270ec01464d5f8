import { parseArgs } from 'node:util';
import { DEMO_ADMIN } from '../../server/config.js';
import { DEMO_CUSTOMER_PASSWORD } from '../../server/seed/demo.js';
import { runSimulator } from './run.js';

const usage = `Plays customers against a running server, to watch the live side of the admin app.

  npm run simulate -- [--url http://localhost:8000] [--pace 3000] [--customers 5]
                      [--emails a@example.com,b@example.com] [--customer-password customer1234]
                      [--brand <id>]... [--admin-email admin@example.com] [--admin-password admin1234]
                      [--actions N] [--fraud]

Without --emails it plays active seeded customers (found with the admin account) and registers
fresh sim_ customers for the rest. Without --brand it submits for the active brands. Ctrl+C stops it.
With --fraud every other action is a fraud, in turn: a known card code resubmitted (other case and
spacing), a burst of submissions from a new account, a new account's card of $500 or more.`;

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://localhost:8000' },
    pace: { type: 'string', default: '3000' },
    customers: { type: 'string', default: '5' },
    emails: { type: 'string', default: '' },
    'customer-password': { type: 'string', default: DEMO_CUSTOMER_PASSWORD },
    brand: { type: 'string', multiple: true, default: [] },
    'admin-email': { type: 'string', default: DEMO_ADMIN.email },
    'admin-password': { type: 'string', default: DEMO_ADMIN.password },
    actions: { type: 'string' },
    fraud: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (values.help) {
  console.log(usage);
  process.exit(0);
}

const positive = (name: string, text: string) => {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) {
    console.error(`--${name} must be a positive whole number.\n\n${usage}`);
    process.exit(2);
  }
  return value;
};

const log = (line: string) => console.log(`[${new Date().toLocaleTimeString()}] ${line}`);
const controller = new AbortController();
process.once('SIGINT', () => controller.abort());
process.once('SIGTERM', () => controller.abort());

try {
  await runSimulator(
    {
      url: values.url,
      paceMs: positive('pace', values.pace),
      customers: positive('customers', values.customers),
      emails: values.emails
        .split(',')
        .map((email) => email.trim())
        .filter(Boolean),
      customerPassword: values['customer-password'],
      brandIds: values.brand,
      admin: { email: values['admin-email'], password: values['admin-password'] },
      actions: values.actions === undefined ? undefined : positive('actions', values.actions),
      fraud: values.fraud,
      log,
    },
    controller.signal,
  );
  log('simulator stopped');
} catch (error) {
  console.error(`simulator failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
