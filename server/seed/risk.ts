import type { RiskFlag } from '../../contract/enums.js';
import { transactionStatus } from '../../contract/enums.js';
import type { CardCodeKeys } from '../config.js';
import { storedCardCode } from '../db/card-codes.js';
import type { transactions, users } from '../db/schema.js';
import { makeCustomers } from './people.js';
import type { Random } from './random.js';
import { makeTransaction, money, type SeedBrand } from './transactions.js';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;

interface RiskOptions {
  customers: (typeof users.$inferInsert)[];
  brands: SeedBrand[];
  now: Date;
  adminId: string;
  adminName: string;
  adminUsername: string;
  cardCodeKeys: CardCodeKeys;
  passwordHash: string;
}

/**
 * Pending cards that carry each risk flag, as the checks at submission would have set them, so
 * that "Flagged only" and the review desk's risk panel have something to show on a first run:
 * two resold codes (duplicate_code), a burst of seven cards in an hour from one customer
 * (velocity, from the sixth), and a new account's high-value cards (new_account).
 */
export function makeRiskExamples(random: Random, options: RiskOptions) {
  const { now, brands } = options;
  const pending = (
    userId: string,
    brand: SeedBrand,
    ageMs: number,
    extra: Partial<typeof transactions.$inferInsert> = {},
  ): typeof transactions.$inferInsert => {
    const { row } = makeTransaction(random, { ...options, userId, brand, ageMs });
    return {
      ...row,
      status: transactionStatus.enum.PENDING_REVIEW,
      finalPayout: null,
      paidAt: null,
      adminNotes: '',
      rejectionReason: '',
      updatedAt: row.createdAt,
      ...extra,
    };
  };
  const flagged = (flag: RiskFlag) => ({ riskFlags: [flag] });
  const customerId = () => random.pick(options.customers).id as string;
  const rows: (typeof transactions.$inferInsert)[] = [];

  for (let i = 0; i < 2; i += 1) {
    const code = `RESOLD-${random.int(1000, 9999)}-${random.int(1000, 9999)}-${i}`;
    const brand = random.pick(brands);
    const first = pending(
      customerId(),
      brand,
      (30 + i) * HOUR,
      storedCardCode(options.cardCodeKeys, code),
    );
    const again = pending(customerId(), brand, (2 + i) * HOUR, {
      ...storedCardCode(options.cardCodeKeys, code),
      ...flagged('duplicate_code'),
      duplicateOf: [first.id as string],
    });
    rows.push(first, again);
  }

  const busy = customerId();
  const burstBrand = random.pick(brands);
  for (let i = 0; i < 7; i += 1) {
    // Oldest first: the sixth and seventh within the hour are over the limit of five.
    rows.push(pending(busy, burstBrand, (55 - i * 7) * MINUTE, i >= 5 ? flagged('velocity') : {}));
  }

  const [newcomer] = makeCustomers(random, 1, options.passwordHash, now);
  newcomer.dateJoined = new Date(now.getTime() - 3 * HOUR);
  newcomer.isActive = true;
  const large = brands.filter((brand) => brand.maxCents >= 50_000);
  for (const [i, brand] of large.slice(0, 2).entries()) {
    const valueCents = Math.min(brand.maxCents, 75_000);
    rows.push(
      pending(newcomer.id as string, brand, (2 - i) * HOUR, {
        cardValue: money(valueCents),
        expectedPayout: money(Math.round((valueCents * Number(brand.rate)) / 100)),
        ...flagged('new_account'),
      }),
    );
  }
  return { customers: [newcomer], rows };
}
