import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, json, type RecordedRequest } from '../../support/fakeApi';
import { renderAppScreen } from '../../support/renderAppScreen';
import { signInAs } from '../../support/session';
import { BRAND, rateFixture } from './support/rateFixture';

// A brand's rate card as an editable grid: many cells changed, the changes previewed, one bulk save.

const RATES = [
  rateFixture('00000000-0000-4000-8000-0000000000a1', {}),
  rateFixture('00000000-0000-4000-8000-0000000000a2', {
    min_value: '100.01',
    max_value: '500.00',
    rate_percentage: '82.00',
  }),
  rateFixture('00000000-0000-4000-8000-0000000000a3', {
    country: 'CA',
    form: 'ecode',
    receipt: 'any',
  }),
];

let requests: RecordedRequest[];
beforeEach(() => {
  signInAs('admin');
  ({ requests } = fakeApi((request) => {
    if (request.path === '/api/v1/admin/rates/' && request.method === 'GET') {
      return json(200, { count: RATES.length, next: null, previous: null, results: RATES });
    }
    if (request.path === '/api/v1/admin/rates/bulk/') return json(201, { data: [] });
    if (request.path.startsWith('/api/v1/admin/brands/')) {
      return request.path === '/api/v1/admin/brands/'
        ? json(200, { count: 1, next: null, previous: null, results: [BRAND] })
        : json(200, { data: BRAND });
    }
    return json(200, { count: 0, next: null, previous: null, results: [] });
  }));
});

describe('the rate card grid', { timeout: 40_000 }, () => {
  it('previews the changed cells and saves them in one bulk call', async () => {
    renderAppScreen(`/rates?filter=${encodeURIComponent(JSON.stringify({ brand: BRAND.id }))}`);
    const grid = await screen.findByRole('table', { name: 'Rate card' }, { timeout: 30_000 });
    const save = screen.getByRole('button', { name: 'Save 0 changes' });
    expect(save).toBeDisabled();

    const first = await within(grid).findByRole(
      'textbox',
      { name: 'US · Physical card · With receipt · $50.00 – $100.00 %' },
      { timeout: 30_000 },
    );
    await userEvent.clear(first);
    await userEvent.type(first, '83.5');
    const third = within(grid).getByRole('textbox', { name: /^CA · E-code · Any/ });
    await userEvent.clear(third);
    await userEvent.type(third, '77');

    const preview = screen.getByRole('alert', { name: 'Changes to save' });
    expect(preview).toHaveTextContent('2 changes to save');
    expect(preview).toHaveTextContent(
      'US · Physical card · With receipt · $50.00 – $100.00: 80.00% → 83.50%',
    );
    expect(preview).toHaveTextContent('CA · E-code · Any · $50.00 – $100.00: 80.00% → 77.00%');

    await userEvent.click(screen.getByRole('button', { name: 'Save 2 changes' }));
    await waitFor(() =>
      expect(
        requests.filter((request) => request.path === '/api/v1/admin/rates/bulk/'),
      ).toHaveLength(1),
    );
    const sent = requests.find((request) => request.path === '/api/v1/admin/rates/bulk/');
    expect(JSON.parse(sent?.body as string)).toEqual({
      rates: [
        {
          brand: BRAND.id,
          country: 'US',
          form: 'physical',
          receipt: 'with_receipt',
          min_value: '50.00',
          max_value: '100.00',
          rate_percentage: '83.5',
        },
        {
          brand: BRAND.id,
          country: 'CA',
          form: 'ecode',
          receipt: 'any',
          min_value: '50.00',
          max_value: '100.00',
          rate_percentage: '77',
        },
      ],
    });
    expect(await screen.findByText('2 rates saved')).toBeVisible();
  });
});
