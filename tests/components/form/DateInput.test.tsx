import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { isoToText, textToIso } from '../../../src/form/dateText';
import { i18nProvider } from '../../../src/i18n';
import { renderAppScreen } from '../support/renderAppScreen';
import { server } from '../support/server';
import { signInAs } from '../support/session';
import { staffApi } from '../support/staffApi';

// Date inputs follow the app's language, not the browser's: a French screen reads and takes
// dd/mm/yyyy, an English one mm/dd/yyyy; the API still gets yyyy-mm-dd.

const auditQueries: URLSearchParams[] = [];
const recordAuditQuery = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  if (url.pathname.endsWith('/audit-logs/')) auditQueries.push(url.searchParams);
};

beforeEach(() => {
  signInAs('admin');
  server.use(...staffApi());
  server.events.on('request:start', recordAuditQuery);
});
afterEach(async () => {
  // The catalogue's language outlives the screen: the next test starts in English.
  await i18nProvider.changeLocale('en');
  server.events.removeListener('request:start', recordAuditQuery);
  auditQueries.length = 0;
  localStorage.clear();
});

describe('date inputs', { timeout: 40_000 }, () => {
  it('take dd/mm/yyyy on the French audit log and filter by that day', async () => {
    // A French visit: the language chosen before (react-admin keeps it in its store).
    localStorage.setItem('RaStore.locale', JSON.stringify('fr'));
    renderAppScreen('/audit-logs');
    const from = await screen.findByRole('textbox', { name: 'Du' }, { timeout: 10_000 });
    expect(from).toHaveAttribute('placeholder', 'jj/mm/aaaa');
    await userEvent.type(from, '05012025');
    expect(from).toHaveValue('05/01/2025');
    await waitFor(() => expect(auditQueries.at(-1)?.get('created_after')).toMatch(/^2025-01-05/));
  });

  it('take mm/dd/yyyy in English', async () => {
    renderAppScreen('/audit-logs');
    const to = await screen.findByRole('textbox', { name: 'To' }, { timeout: 10_000 });
    expect(to).toHaveAttribute('placeholder', 'mm/dd/yyyy');
    await userEvent.type(to, '01052025');
    expect(to).toHaveValue('01/05/2025');
    await waitFor(() => expect(auditQueries.at(-1)?.get('created_before')).toMatch(/^2025-01-05/));
  });

  it('refuse a day that does not exist and write a stored day in the language', () => {
    expect(textToIso('31/02/2025', 'fr')).toBeNull();
    expect(textToIso('02/31/2025', 'en')).toBeNull();
    expect(textToIso('29/02/2024', 'fr')).toBe('2024-02-29');
    expect(isoToText('2025-01-05', 'fr')).toBe('05/01/2025');
    expect(isoToText('2025-01-05', 'en')).toBe('01/05/2025');
  });
});
