import { createHash, randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import { RECOVERY_CODE_COUNT } from '../../../contract/auth.js';

/** RFC 6238 as the contract fixes it: SHA-1, 6 digits, 30 s steps, one step either side. */
const PERIOD_SECONDS = 30;
const ISSUER = 'Gift Card Admin';

export const newTotpSecret = () => generateSecret();

export const otpauthUrl = (secret: string, account: string) =>
  generateURI({ issuer: ISSUER, label: account, secret, algorithm: 'sha1', digits: 6, period: 30 });

/**
 * The time step of a valid code, or null. A code of `lastStep` or before is refused, so a code
 * accepted once cannot be played again (the caller stores the step it answers).
 */
export async function totpStep(
  secret: string,
  code: string,
  lastStep: number | null,
): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  try {
    const result = await verify({
      secret,
      token: code,
      algorithm: 'sha1',
      digits: 6,
      period: PERIOD_SECONDS,
      epochTolerance: PERIOD_SECONDS,
      ...(lastStep !== null && { afterTimeStep: lastStep }),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    // otplib refuses a stored step ahead of the window (a clock set back): no code passes then.
    return null;
  }
}

/** Letters and digits that cannot be mistaken for one another when copied by hand. */
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten codes like `k7dq-m2xp-9hta` (about 59 bits each). */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () =>
    Array.from({ length: 3 }, () =>
      Array.from({ length: 4 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join(
        '',
      ),
    ).join('-'),
  );
}

/** Case, spaces and dashes do not matter when a recovery code is typed back. */
export const hashRecoveryCode = (code: string) =>
  createHash('sha256').update(code.toLowerCase().replace(/[\s-]/g, '')).digest('hex');
