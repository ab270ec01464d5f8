import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ChangePasswordDialog } from '../../../../src/auth/password/ChangePasswordDialog';
import { setAccessToken } from '../../../../src/shared/session';
import { renderWithAdmin } from '../../support/renderWithAdmin';
import { server } from '../../support/server';
import { findToast } from '../../support/toasts';

/** The server's rule: the current password is "old-password-1". */
const passwordServer = () => {
  const sent: unknown[] = [];
  server.use(
    http.post('*/api/v1/auth/password/', async ({ request }) => {
      const body = (await request.json()) as { current_password: string };
      sent.push(body);
      if (body.current_password !== 'old-password-1') {
        return HttpResponse.json(
          {
            message: 'The current password is wrong.',
            errors: { current_password: ['The current password is wrong.'] },
          },
          { status: 400 },
        );
      }
      return new HttpResponse(null, { status: 204 });
    }),
  );
  return sent;
};

beforeEach(() => setAccessToken('test-access-token'));

describe('ChangePasswordDialog', { timeout: 90_000 }, () => {
  it('checks the new password twice, shows a refusal, then changes it and closes', async () => {
    const sent = passwordServer();
    const onClose = vi.fn();
    renderWithAdmin(<ChangePasswordDialog open onClose={onClose} />);
    const user = userEvent.setup();
    const dialog = await screen.findByRole('dialog', { name: 'Change password' });
    const field = (label: string) => within(dialog).getByLabelText(label, { selector: 'input' });

    await user.type(field('Current password *'), 'wrong-password');
    await user.type(field('New password *'), 'short');
    await user.type(field('New password again *'), 'different');
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await within(dialog).findByText('At least 10 characters')).toBeVisible();
    expect(within(dialog).getByText('The two new passwords differ')).toBeVisible();
    expect(sent).toEqual([]);

    await user.clear(field('New password *'));
    await user.type(field('New password *'), 'a-new-password-2');
    await user.clear(field('New password again *'));
    await user.type(field('New password again *'), 'a-new-password-2');
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The current password is wrong.',
    );

    await user.clear(field('Current password *'));
    await user.type(field('Current password *'), 'old-password-1');
    await user.click(within(dialog).getByRole('button', { name: 'Change password' }));
    expect(
      await findToast('Password changed; your other sessions were signed out'),
    ).toHaveAttribute('data-type', 'success');
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sent).toEqual([
      { current_password: 'wrong-password', new_password: 'a-new-password-2' },
      { current_password: 'old-password-1', new_password: 'a-new-password-2' },
    ]);
  });
});
