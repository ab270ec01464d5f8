import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { AdminContext, ResourceContextProvider, TestMemoryRouter } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { dataProvider } from '../../../../src/dataProvider';
import { i18nProvider } from '../../../../src/i18n';
import { StaffCreate } from '../../../../src/resources/staff/StaffCreate';
import { StaffEdit } from '../../../../src/resources/staff/StaffEdit';
import { Toaster } from '../../../../src/toasts/Toaster';
import { server } from '../../support/server';
import { signInAs } from '../../support/session';
import { ada, staffApi } from '../../support/staffApi';
import { findToast } from '../../support/toasts';

const WAIT = { timeout: 5000 };

/** The staff forms on their routes, with the app's data provider over MSW. */
const renderStaffScreen = (path: string) =>
  render(
    <TestMemoryRouter initialEntries={[path]}>
      <AdminContext dataProvider={dataProvider} i18nProvider={i18nProvider}>
        <ResourceContextProvider value="staff">
          <Routes>
            <Route path="/staff/create" element={<StaffCreate />} />
            <Route path="/staff/:id" element={<StaffEdit />} />
            <Route path="*" element={null} />
          </Routes>
        </ResourceContextProvider>
        <Toaster />
      </AdminContext>
    </TestMemoryRouter>,
  );

/** Types a whole value at once (pasted): the test is about the form, not the keystrokes. */
const fill = async (input: HTMLElement, value: string) => {
  await userEvent.click(input);
  await userEvent.paste(value);
};

beforeEach(() => {
  signInAs('admin');
  server.use(...staffApi());
});

describe('staff forms', { timeout: 40_000 }, () => {
  it('shows the server’s refusal of a new staff member under its field', async () => {
    const sent: unknown[] = [];
    server.use(
      http.post('*/api/v1/admin/staff/', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          {
            message: 'A user with this email already exists.',
            errors: { email: ['A user with this email already exists.'] },
          },
          { status: 409 },
        );
      }),
    );
    renderStaffScreen('/staff/create');
    const user = userEvent.setup();

    await fill(await screen.findByRole('textbox', { name: /Email/ }, WAIT), 'ada@example.com');
    await fill(screen.getByRole('textbox', { name: /Username/ }), 'ada2');
    await user.click(screen.getByRole('combobox', { name: /Role/ }));
    await user.click(await screen.findByRole('option', { name: 'Finance' }));
    await fill(screen.getByLabelText(/Password/, { selector: 'input' }), 'long-enough-1');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(
      await screen.findByText('A user with this email already exists.', {}, WAIT),
    ).toBeVisible();
    expect(sent).toEqual([
      {
        email: 'ada@example.com',
        username: 'ada2',
        role: 'finance',
        password: 'long-enough-1',
      },
    ]);
  });

  it('checks the required fields and the password length before sending', async () => {
    renderStaffScreen('/staff/create');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/Password/, { selector: 'input' }, WAIT), 'short');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Must be 8 characters at least')).toBeVisible();
    expect(screen.getAllByText('Required').length).toBeGreaterThanOrEqual(3);
  });

  it('says why each field is refused, by the contract’s own rules', async () => {
    renderStaffScreen('/staff/create');
    const user = userEvent.setup();
    await fill(await screen.findByRole('textbox', { name: /Email/ }, WAIT), 'not-an-email');
    await fill(screen.getByRole('textbox', { name: /Username/ }), 'a b');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Must be a valid email')).toBeVisible();
    expect(
      screen.getByText('Username must be 3 to 40 letters, digits, dots, dashes or underscores.'),
    ).toBeVisible();
    // Only the fields left empty say "Required": role and password.
    expect(screen.getAllByText('Required')).toHaveLength(2);
  });

  it('sends only the changed field and toasts the server’s refusal', async () => {
    const sent: unknown[] = [];
    server.use(
      http.patch('*/api/v1/admin/staff/:id/', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json(
          { message: 'The last active admin cannot be demoted.' },
          { status: 409 },
        );
      }),
    );
    renderStaffScreen(`/staff/${ada.id}`);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('combobox', { name: /Role/ }, WAIT));
    await user.click(await screen.findByRole('option', { name: 'Support' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(await findToast('The last active admin cannot be demoted.')).toHaveAttribute(
      'data-type',
      'error',
    );
    expect(sent).toEqual([{ role: 'support' }]);
  });

  it('resets a staff member’s two-factor sign-in after confirming', async () => {
    let resets = 0;
    server.use(
      http.post('*/api/v1/admin/staff/:id/reset_2fa/', () => {
        resets += 1;
        return new HttpResponse(null, { status: 204 });
      }),
    );
    renderStaffScreen(`/staff/${ada.id}`);
    const user = userEvent.setup();

    await user.click(await screen.findByRole('button', { name: 'Reset two-factor' }, WAIT));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Reset two-factor sign-in of ada?')).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await findToast('Two-factor sign-in reset')).toHaveAttribute('data-type', 'success');
    await waitFor(() => expect(resets).toBe(1));
  });
});
