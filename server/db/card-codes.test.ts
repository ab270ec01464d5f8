import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import {
  cardCodeHash,
  maskCardCode,
  openCardCode,
  sealCardCode,
  storedCardCode,
} from './card-codes.js';

const keys = { seal: randomBytes(32), hash: randomBytes(32) };

describe('sealed card codes', () => {
  it('opens what it sealed, and seals the same code differently each time', () => {
    const first = sealCardCode(keys, 'ABCD-EFGH-7H2K');
    const second = sealCardCode(keys, 'ABCD-EFGH-7H2K');
    expect(first).not.toBe(second);
    expect(first).not.toContain('ABCD');
    expect(openCardCode(keys, first)).toBe('ABCD-EFGH-7H2K');
    expect(openCardCode(keys, second)).toBe('ABCD-EFGH-7H2K');
  });

  it('refuses a seal made under another key or altered', () => {
    const sealed = sealCardCode(keys, 'ABCD-EFGH-7H2K');
    expect(() => openCardCode({ ...keys, seal: randomBytes(32) }, sealed)).toThrow();
    // One bit of the sealed code flipped (a character swapped for itself, 1 time in 64, was none).
    const [version, body] = sealed.split('.');
    const bytes = Buffer.from(body, 'base64url');
    bytes[bytes.length - 1] ^= 1;
    const altered = `${version}.${bytes.toString('base64url')}`;
    expect(() => openCardCode(keys, altered)).toThrow();
  });

  it('hashes one code alike whatever its case, spaces and dashes, and another code apart', () => {
    const hash = cardCodeHash(keys, 'ABCD-EFGH-7H2K');
    expect(cardCodeHash(keys, 'abcd efgh 7h2k')).toBe(hash);
    expect(cardCodeHash(keys, ' AbCd-EfGh7H2k ')).toBe(hash);
    expect(cardCodeHash(keys, 'ABCD-EFGH-7H2L')).not.toBe(hash);
    expect(cardCodeHash({ ...keys, hash: randomBytes(32) }, 'ABCD-EFGH-7H2K')).not.toBe(hash);
  });

  it('shows only the last four characters, and at most a third of a short code', () => {
    expect(maskCardCode(storedCardCode(keys, 'abcd-efgh-7h2k').cardCodeLast4)).toBe(
      '****-****-7H2K',
    );
    expect(maskCardCode(storedCardCode(keys, '1234567890123456').cardCodeLast4)).toBe(
      '****-****-3456',
    );
    expect(maskCardCode(storedCardCode(keys, 'X7-K9Q2').cardCodeLast4)).toBe('****-****-Q2');
    expect(maskCardCode(storedCardCode(keys, 'ABC-DEF-GHI').cardCodeLast4)).toBe('****-****-GHI');
  });
});
