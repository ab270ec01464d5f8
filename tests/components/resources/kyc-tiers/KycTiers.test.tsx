import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18nProvider } from '../../../../src/i18n';
import { clearAuth } from '../../../../src/shared/session';
import { fakeApi, json } from '../../support/fakeApi';
import { renderAppScreen } from '../../support/renderAppScreen';
import { signInAs } from '../../support/session';

// The tiers screen (contract/resources/kyc-tiers.ts): the documents a tier requires, a set of the
// contract's document types, chosen and read in words on the derived screens.

const WAIT = { timeout: 10_000 };
const LIST = '/api/v1/admin/kyc/tiers/';

const tier = (number: number, name: string, requires: string[]) => ({
  id: `0b8f7a4e-2222-4222-8222-22222222222${number}`,
  tier: number,
  name,
  daily_limit: '2000.00',
  monthly_limit: '10000.00',
  requires,
  created_at: '2026-11-20T10:30:00Z',
  updated_at: '2026-11-20T10:30:00Z',
});

/** The tiers API in memory; `refuse` answers each PUT with a 400 instead. */
function tiersApi(refuse?: Record<string, string[]>) {
  const tiers = [tier(0, 'Unverified', []), tier(1, 'Identity', ['identity_document', 'selfie'])];
  return fakeApi((request) => {
    if (!request.path.startsWith(LIST)) return json(200, { count: 0, results: [] });
    if (request.method === 'PUT') {
      if (refuse) return json(400, { message: Object.values(refuse)[0]?.[0], errors: refuse });
      const number = Number(request.path.slice(LIST.length).replace(/\/$/, ''));
      const index = tiers.findIndex((candidate) => candidate.tier === number);
      tiers[index] = { ...tiers[index], ...JSON.parse(String(request.body)) };
      return json(200, { data: tiers[index] });
    }
    return json(200, { count: tiers.length, next: null, previous: null, results: tiers });
  });
}

const row = async (name: string) =>
  (await screen.findByRole('cell', { name }, WAIT)).closest('tr') as HTMLElement;

beforeEach(() => {
  clearAuth();
  signInAs('admin');
});
afterEach(async () => {
  localStorage.clear();
  await i18nProvider.changeLocale('en');
});

describe('the KYC tiers screen', { timeout: 30_000 }, () => {
  it('lists the documents each tier requires in words', async () => {
    tiersApi();
    renderAppScreen('/kyc-tiers');
    expect(await row('Identity')).toHaveTextContent('Any identity document, Selfie');
    expect(await row('Unverified')).toHaveTextContent('None');
  });

  it('sets the documents a tier requires: the PUT carries them and the list says them', async () => {
    const { requests } = tiersApi();
    renderAppScreen('/kyc-tiers');
    await userEvent.click(await row('Identity'));
    await userEvent.click(await screen.findByRole('checkbox', { name: 'Proof of address' }, WAIT));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Selfie' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(requests.some((request) => request.method === 'PUT')).toBe(true));
    const put = requests.find((request) => request.method === 'PUT');
    expect(put?.path).toBe(`${LIST}1/`);
    expect(JSON.parse(String(put?.body)).requires).toEqual([
      'identity_document',
      'proof_of_address',
    ]);
    expect(await row('Identity')).toHaveTextContent('Any identity document, Proof of address');
  });

  it('shows the server’s refusal of one requirement under the documents', async () => {
    tiersApi({ 'requires.1': ['Each requirement must be one of identity_document, id_card.'] });
    renderAppScreen('/kyc-tiers');
    await userEvent.click(await row('Identity'));
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }, WAIT));
    const group = await screen.findByRole('group', { name: /^Required documents/ }, WAIT);
    expect(
      await within(group.closest('.ra-input') as HTMLElement).findByText(
        'Each requirement must be one of identity_document, id_card.',
      ),
    ).toBeVisible();
  });

  it('says the documents in French', async () => {
    tiersApi();
    await i18nProvider.changeLocale('fr');
    renderAppScreen('/kyc-tiers');
    expect(await row('Identity')).toHaveTextContent('Une pièce d’identité au choix, Selfie');
    await userEvent.click(await row('Identity'));
    expect(
      await screen.findByRole('checkbox', { name: 'Justificatif de domicile' }, WAIT),
    ).not.toBeChecked();
  });
});
