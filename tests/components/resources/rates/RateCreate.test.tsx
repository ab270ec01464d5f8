import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeApi, json } from '../../support/fakeApi';
import { renderAppScreen } from '../../support/renderAppScreen';
import { signInAs } from '../../support/session';

let posted = 0;

beforeEach(() => {
  posted = 0;
  signInAs('admin');
  fakeApi((request) => {
    if (request.method === 'POST') posted += 1;
    return json(200, { count: 0, next: null, previous: null, results: [] });
  });
});
afterEach(() => localStorage.clear());

describe('creating a rate', { timeout: 40_000 }, () => {
  it('refuses a rate above 100% on the form, as the server would, and sends nothing', async () => {
    renderAppScreen('/rates/create');
    const rate = await screen.findByLabelText(/Rate \(%\)/, {}, { timeout: 20_000 });
    fireEvent.change(rate, { target: { value: '150' } });
    fireEvent.blur(rate);
    fireEvent.click(screen.getByRole('button', { name: /save/i }));
    expect(
      await screen.findByText(
        'Rate percentage must be between 0 and 100.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeVisible();
    expect(posted).toBe(0);
  });
});
