import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../../../src/i18n';
import { clearAuth } from '../../../../src/shared/session';
import { fakeApi, json } from '../../support/fakeApi';
import { onPhoneScreen } from '../../support/phoneScreen';
import { renderAppScreen } from '../../support/renderAppScreen';
import { signInAs } from '../../support/session';

// The policies screen (contract/resources/sla.ts): the business hours, an object field whose
// input and words the folder brings, edited and read on the derived screens.

const WAIT = { timeout: 10_000 };
const LIST = '/api/v1/admin/sla/policies/';

const policy = (target: string, businessHours: unknown) => ({
  id: `0b8f7a4e-1111-4111-8111-11111111111${target.length % 10}`,
  target,
  minutes: 60,
  warn_before_minutes: 15,
  high_value_minutes: null,
  business_hours: businessHours,
  version: 1,
  created_at: '2026-11-20T10:30:00Z',
  updated_at: '2026-11-20T10:30:00Z',
});

const LAGOS_WEEKDAYS = {
  timezone: 'Africa/Lagos',
  days: [1, 2, 3, 4, 5],
  start: '09:00',
  end: '17:00',
};

/** The policies API in memory; `refuse` answers the next PUT with a 400 instead. */
function policiesApi(refuse?: Record<string, string[]>) {
  const policies = [policy('review', null), policy('dispute_resolution', LAGOS_WEEKDAYS)];
  return fakeApi((request) => {
    if (!request.path.startsWith(LIST)) return json(200, { count: 0, results: [] });
    if (request.method === 'PUT') {
      if (refuse) return json(400, { message: Object.values(refuse)[0]?.[0], errors: refuse });
      const target = request.path.slice(LIST.length).replace(/\/$/, '');
      const index = policies.findIndex((candidate) => candidate.target === target);
      const saved = { ...policies[index], ...JSON.parse(String(request.body)), version: 2 };
      policies[index] = saved;
      return json(200, { data: saved });
    }
    return json(200, { count: policies.length, next: null, previous: null, results: policies });
  });
}

const row = async (name: string) =>
  (await screen.findByRole('cell', { name }, WAIT)).closest('tr') as HTMLElement;

/** Opens the card review policy and switches its business hours on. */
const openReviewWithHours = async () => {
  renderAppScreen('/sla');
  await userEvent.click(await row('Card review'));
  await userEvent.click(
    await screen.findByRole('switch', { name: 'Only during business hours' }, WAIT),
  );
};

beforeEach(() => {
  clearAuth();
  signInAs('admin');
});
afterEach(async () => {
  vi.unstubAllGlobals();
  localStorage.clear();
  await i18nProvider.changeLocale('en');
});

describe('the service levels screen', { timeout: 30_000 }, () => {
  it('lists each policy’s business hours in words, or around the clock', async () => {
    policiesApi();
    renderAppScreen('/sla');
    expect(await row('Card review')).toHaveTextContent('Around the clock');
    expect(await row('Dispute resolution')).toHaveTextContent('Mon–Fri 09:00–17:00, Africa/Lagos');
  });

  it('says each policy’s minutes and hours under its name on a phone', async () => {
    policiesApi();
    onPhoneScreen();
    renderAppScreen('/sla');
    const item = (await screen.findByText('Dispute resolution', {}, WAIT)).closest('a');
    expect(item).toHaveTextContent('60 · Mon–Fri 09:00–17:00, Africa/Lagos');
  });

  it('gives a role that may only read them rows that open nothing, on a laptop and a phone', async () => {
    clearAuth();
    signInAs('reviewer');
    policiesApi();
    const router = renderAppScreen('/sla');
    const policyRow = await row('Card review');
    // The admin's rows open the form (the tests above); a reviewer's are plain rows that stay put.
    expect(policyRow).not.toHaveClass('RaDataTable-clickableRow');
    await userEvent.click(policyRow);
    expect(router.location?.pathname).toBe('/sla');
    expect(screen.queryByText('You are not allowed to see this page')).not.toBeInTheDocument();
  });

  it('gives a reader’s phone rows that are not links', async () => {
    clearAuth();
    signInAs('reviewer');
    policiesApi();
    onPhoneScreen();
    renderAppScreen('/sla');
    const item = await screen.findByText('Dispute resolution', {}, WAIT);
    expect(item.closest('li')).toHaveTextContent('60 · Mon–Fri 09:00–17:00, Africa/Lagos');
    expect(item.closest('a')).toBeNull();
    expect(within(item.closest('ul') as HTMLElement).queryAllByRole('link')).toEqual([]);
  });

  it('sets business hours on a policy: the PUT carries them and the list says them', async () => {
    const { requests } = policiesApi();
    await openReviewWithHours();
    const zone = screen.getByRole('combobox', { name: /^Time zone/ });
    await userEvent.clear(zone);
    await userEvent.type(zone, 'Lagos');
    await userEvent.click(await screen.findByRole('option', { name: 'Africa/Lagos' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Saturday' }));
    // Typed the way people write times, in 24 hours whatever the browser's own clock.
    const from = screen.getByLabelText(/^From/);
    await userEvent.clear(from);
    await userEvent.type(from, '8h30');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(requests.some((request) => request.method === 'PUT')).toBe(true));
    const put = requests.find((request) => request.method === 'PUT');
    expect(put?.path).toBe(`${LIST}review/`);
    const sent = JSON.parse(String(put?.body));
    expect({ ...sent.business_hours, days: [...sent.business_hours.days].sort() }).toEqual({
      timezone: 'Africa/Lagos',
      days: [1, 2, 3, 4, 5, 6],
      start: '08:30',
      end: '17:00',
    });
    expect(await row('Card review')).toHaveTextContent('Mon–Sat 08:30–17:00, Africa/Lagos');
  });

  it('checks the hours with the contract’s schema before sending', async () => {
    const { requests } = policiesApi();
    await openReviewWithHours();
    fireEvent.change(screen.getByLabelText(/^Until/), { target: { value: '08:00' } });
    for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday']) {
      await userEvent.click(screen.getByRole('checkbox', { name: day }));
    }
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('The end must be after the start, within one day.', {}, WAIT),
    ).toBeVisible();
    expect(screen.getByText('Choose at least one day.')).toBeVisible();
    expect(requests.filter((request) => request.method === 'PUT')).toEqual([]);
  });

  it('shows the server’s refusal of a part of the hours under that part', async () => {
    policiesApi({
      'business_hours.timezone': ['The time zone must be an IANA zone, e.g. Africa/Lagos.'],
    });
    await openReviewWithHours();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^Time zone/ })).toHaveAccessibleDescription(
        'The time zone must be an IANA zone, e.g. Africa/Lagos.',
      ),
    );
  });

  it('says the hours in French', async () => {
    policiesApi();
    await i18nProvider.changeLocale('fr');
    renderAppScreen('/sla');
    expect(await row('Examen des cartes')).toHaveTextContent('24 h/24');
    expect(await row('Résolution des litiges')).toHaveTextContent(
      'lun.–ven. 09:00–17:00, Africa/Lagos',
    );
    await userEvent.click(await row('Examen des cartes'));
    expect(
      await screen.findByRole('switch', { name: 'Seulement pendant les heures ouvrées' }, WAIT),
    ).not.toBeChecked();
    expect(within(document.body).getByText('Heures ouvrées')).toBeVisible();
  });
});
