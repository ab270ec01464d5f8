import type { Me, RecoveryCodes, TwoFactorSetup } from '../../../contract/auth';
import { apiPaths } from '../../../contract/paths';
import { httpClient, unwrap } from '../../shared/httpClient';

/** The signed-in person's profile; `two_factor_enabled` says which step the dialog shows. */
export const fetchMe = async () => unwrap<Me>((await httpClient(apiPaths.auth.me)).json);

/** A new secret, not active until a code from it is confirmed. */
export const startSetup = async () =>
  unwrap<TwoFactorSetup>((await httpClient(apiPaths.auth.twoFactorSetup, { method: 'POST' })).json);

/** Turns 2FA on with a code from the new secret; answers the 10 recovery codes, shown once. */
export const enableTwoFactor = async (code: string) =>
  unwrap<RecoveryCodes>(
    (await httpClient(apiPaths.auth.twoFactorEnable, { method: 'POST', body: { code } })).json,
  ).recovery_codes;

export const disableTwoFactor = async (code: string) => {
  await httpClient(apiPaths.auth.twoFactorDisable, { method: 'POST', body: { code } });
};
