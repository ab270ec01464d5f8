import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { setAccessToken } from '../../../../src/auth/session';
import { TwoFactorDialog } from '../../../../src/auth/twoFactor/TwoFactorDialog';
import { renderWithAdmin } from '../../support/renderWithAdmin';
import { server } from '../../support/server';
import { findToast } from '../../support/toasts';

const recoveryCodes = Array.from({ length: 10 }, (_, index) => `rc-${index}-abcd`);

/** The signed-in person's 2FA, off until a set-up is confirmed with 654321. */
const twoFactorServer = () => {
  let enabled = false;
  const calls: string[] = [];
  server.use(
    http.get('*/api/v1/auth/me', () =>
      HttpResponse.json({
        data: { id: 'me', username: 'ann', role: 'admin', two_factor_enabled: enabled },
      }),
    ),
    http.post('*/api/v1/auth/2fa/setup/', () => {
      calls.push('setup');
      return HttpResponse.json({
        data: {
          secret: 'JBSWY3DPEHPK3PXP',
          otpauth_url: 'otpauth://totp/Gift%20Card%20Admin:ann?secret=JBSWY3DPEHPK3PXP',
        },
      });
    }),
    http.post('*/api/v1/auth/2fa/enable/', async ({ request }) => {
      const { code } = (await request.json()) as { code: string };
      calls.push(`enable ${code}`);
      if (code !== '654321') {
        return HttpResponse.json({ message: 'Invalid code.' }, { status: 400 });
      }
      enabled = true;
      return HttpResponse.json({ data: { recovery_codes: recoveryCodes } });
    }),
    http.post('*/api/v1/auth/2fa/disable/', async ({ request }) => {
      const { code } = (await request.json()) as { code: string };
      calls.push(`disable ${code}`);
      enabled = false;
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return calls;
};

beforeEach(() => setAccessToken('test-access-token'));

describe('TwoFactorDialog', { timeout: 40_000 }, () => {
  it('sets up 2FA: QR code and key, a refused code, then the 10 recovery codes', async () => {
    const calls = twoFactorServer();
    renderWithAdmin(<TwoFactorDialog open onClose={() => {}} />);
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog');

    expect(await within(dialog).findByText('Off')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Set up two-factor sign-in' }));

    const qr = await within(dialog).findByRole('img', {
      name: 'QR code for your authenticator app',
    });
    expect(qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
    expect(within(dialog).getByText('JBSWY3DPEHPK3PXP')).toBeVisible();

    const code = within(dialog).getByRole('textbox', { name: /Code/ });
    await user.type(code, '111111');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));
    expect(await within(dialog).findByText('Invalid code.')).toBeVisible();

    await user.clear(code);
    await user.type(code, '654321');
    await user.click(within(dialog).getByRole('button', { name: 'Turn on' }));

    const list = await within(dialog).findByRole('list', { name: 'Your recovery codes' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(recoveryCodes);
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Download' })).toBeVisible();
    expect(await findToast('Two-factor sign-in is on')).toHaveAttribute('data-type', 'success');
    expect(calls).toEqual(['setup', 'enable 111111', 'enable 654321']);
  });

  it('turns 2FA off with a code', async () => {
    const calls = twoFactorServer();
    server.use(
      http.get(
        '*/api/v1/auth/me',
        () =>
          HttpResponse.json({
            data: { id: 'me', username: 'ann', role: 'admin', two_factor_enabled: true },
          }),
        { once: true },
      ),
    );
    renderWithAdmin(<TwoFactorDialog open onClose={() => {}} />);
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog');

    expect(await within(dialog).findByText('On')).toBeVisible();
    await user.type(within(dialog).getByRole('textbox', { name: /Code/ }), 'rc-0-abcd');
    await user.click(within(dialog).getByRole('button', { name: 'Turn off' }));

    expect(await findToast('Two-factor sign-in is off')).toHaveAttribute('data-type', 'success');
    await waitFor(() => expect(within(dialog).getByText('Off')).toBeVisible());
    expect(calls).toEqual(['disable rc-0-abcd']);
  });
});
