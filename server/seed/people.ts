import type { users } from '../db/schema.js';
import { CUSTOMER_REPLIES, FIRST_NAMES, LAST_NAMES, PLACES, STREETS } from './catalogue.js';
import type { Random } from './random.js';

const DAY = 24 * 60 * 60 * 1000;

const fillPattern = (random: Random, pattern: string) =>
  pattern.replace(/[#A]/g, (c) =>
    c === '#' ? String(random.int(0, 9)) : String.fromCharCode(random.int(65, 90)),
  );

/** Customers with full profiles from several countries; a few joined today. */
export function makeCustomers(random: Random, count: number, passwordHash: string, now: Date) {
  const rows: (typeof users.$inferInsert)[] = [];
  for (let i = 0; i < count; i += 1) {
    const firstName = random.pick(FIRST_NAMES);
    const lastName = random.pick(LAST_NAMES);
    const [country, cities, zipPattern] = random.pick(PLACES);
    const handle = `${firstName}.${lastName}`
      .toLowerCase()
      .normalize('NFD')
      .replace(/[^a-z.]/g, '');
    const joinedDaysAgo = i < 4 ? 0 : random.int(1, 365);
    // A few profiles are left incomplete, as real sign-ups are.
    const sparse = i % 23 === 5;
    rows.push({
      id: random.uuid(),
      email: `${handle}${i + 1}@example.com`,
      username: `${handle.replace('.', '_')}${i + 1}`,
      passwordHash,
      role: 'customer',
      firstName: sparse ? '' : firstName,
      lastName: sparse ? '' : lastName,
      phone: sparse
        ? ''
        : `+${random.int(1, 99)} ${random.int(200, 999)} ${random.int(100, 999)} ${random.int(1000, 9999)}`,
      country: sparse ? '' : country,
      gender: sparse ? '' : random.pick(['M', 'F'] as const),
      dateOfBirth: sparse
        ? null
        : `${random.int(1965, 2004)}-${String(random.int(1, 12)).padStart(2, '0')}-${String(random.int(1, 28)).padStart(2, '0')}`,
      address: sparse ? '' : `${random.int(1, 240)} ${random.pick(STREETS)}`,
      city: sparse ? '' : random.pick(cities),
      zipCode: sparse ? '' : fillPattern(random, zipPattern),
      isActive: random.next() > 0.08,
      dateJoined: new Date(now.getTime() - joinedDaysAgo * DAY - random.int(0, DAY / 2)),
    });
  }
  return rows;
}

export const customerReply = (random: Random) => random.pick(CUSTOMER_REPLIES);
