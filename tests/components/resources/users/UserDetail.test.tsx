import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, ResourceContextProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '../../../../src/resources/users/types';
import { UserDetail } from '../../../../src/resources/users/UserDetail';
import { fakeApi, json } from '../../support/fakeApi';
import { renderScreen } from '../../support/renderScreen';
import { findToast } from '../../support/toasts';

const user: User = {
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  username: 'ann.lee',
  first_name: 'Ann',
  last_name: 'Lee',
  email: 'ann@example.com',
  phone: '+1 555 0100',
  country: 'CA',
  gender: 'F',
  country_display: 'Canada',
  gender_display: 'Female',
  date_of_birth: '1990-04-12',
  address: '1 Main St',
  city: 'Toronto',
  zip_code: 'M5V 2T6',
  is_active: true,
  role: 'customer',
  date_joined: '2025-01-05T14:03:00.000Z',
  kyc: { tier: 1, status: 'none', reviewed_at: null, reason: null },
};

const renderDetail = (dataProvider: object) =>
  renderScreen(
    <ResourceContextProvider value="users">
      <UserDetail />
    </ResourceContextProvider>,
    { dataProvider, route: '/users/:id', path: `/users/${user.id}` },
  );

describe('UserDetail', () => {
  it('shows the header, the two sections and the right panel', async () => {
    renderDetail({ getOne: vi.fn(async () => ({ data: user })) });
    expect(await screen.findByText('Ann Lee')).toBeInTheDocument();
    expect(screen.getByText('A')).toBeInTheDocument();
    for (const text of [
      'Contact Information',
      'Personal Information',
      '+1 555 0100',
      'Female',
      'Apr 12, 1990',
      user.id,
      'M5V 2T6',
      'Toronto',
      '1 Main St',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getAllByText('Customer')).toHaveLength(2);
    expect(screen.getAllByText('Active')).toHaveLength(2);
  });

  it('an unknown user reads "User not found"', async () => {
    renderDetail({
      getOne: vi.fn(async () => {
        throw new HttpError('User not found.', 404);
      }),
    });
    expect(await screen.findByText('User not found')).toBeInTheDocument();
  });

  it('deactivates through the user edit call after asking, with a toast', async () => {
    const update = vi.fn(async () => ({ data: { ...user, is_active: false } }));
    renderDetail({ getOne: vi.fn(async () => ({ data: user })), update });
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate account' }));
    const ask = await screen.findByRole('dialog', { name: 'Deactivate this account?' });
    expect(ask).toHaveTextContent('Ann Lee will no longer be able to sign in');
    await userEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(update).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Deactivate account' }));
    const again = await screen.findByRole('dialog', { name: 'Deactivate this account?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Deactivate account' }));
    expect(await findToast('User account deactivated')).toHaveAttribute('data-type', 'success');
    expect(update).toHaveBeenCalledWith(
      'users',
      expect.objectContaining({ id: user.id, data: { is_active: false } }),
    );
    expect(await screen.findByRole('button', { name: 'Activate account' })).toBeInTheDocument();
    expect(screen.getAllByText('Inactive')).toHaveLength(2);
  });

  it('activates at once, with a toast', async () => {
    const inactive = { ...user, is_active: false };
    const update = vi.fn(async () => ({ data: user }));
    renderDetail({ getOne: vi.fn(async () => ({ data: inactive })), update });
    await userEvent.click(await screen.findByRole('button', { name: 'Activate account' }));
    expect(await findToast('User account activated')).toHaveAttribute('data-type', 'success');
    expect(update).toHaveBeenCalledWith(
      'users',
      expect.objectContaining({ data: { is_active: true } }),
    );
  });

  it("edits the customer's profile fields through the user edit call", async () => {
    const update = vi.fn(async (_resource: string, { data }: { data: Partial<User> }) => ({
      data: { ...user, ...data, country_display: 'France' },
    }));
    renderDetail({ getOne: vi.fn(async () => ({ data: user })), update });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit profile' }));
    const form = await screen.findByRole('dialog', { name: 'Edit profile' });
    const box = (name: string) => within(form).getByRole('textbox', { name });
    expect(box('First Name')).toHaveValue('Ann');
    await userEvent.clear(box('Phone'));
    await userEvent.type(box('Phone'), '+33 1 23 45 67 89');
    await userEvent.clear(box('City'));
    await userEvent.type(box('City'), 'Paris');
    await userEvent.clear(box('Country'));
    await userEvent.type(box('Country'), 'fra');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(
      await within(form).findByText('Enter a two-letter country code, such as US'),
    ).toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();

    await userEvent.clear(box('Country'));
    await userEvent.type(box('Country'), 'fr');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await findToast('Profile saved')).toHaveAttribute('data-type', 'success');
    expect(update).toHaveBeenCalledWith(
      'users',
      expect.objectContaining({
        id: user.id,
        data: {
          first_name: 'Ann',
          last_name: 'Lee',
          phone: '+33 1 23 45 67 89',
          country: 'FR',
          address: '1 Main St',
          city: 'Paris',
          zip_code: 'M5V 2T6',
        },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findAllByText('Paris')).not.toHaveLength(0);
  });

  it("shows the server's refusal of a profile field under that field", async () => {
    const update = vi.fn(async () => {
      throw new HttpError('Country must be a two-letter ISO 3166 country code, such as US.', 400, {
        message: 'Country must be a two-letter ISO 3166 country code, such as US.',
        errors: { country: ['Country must be a two-letter ISO 3166 country code, such as US.'] },
      });
    });
    renderDetail({ getOne: vi.fn(async () => ({ data: user })), update });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit profile' }));
    const form = await screen.findByRole('dialog', { name: 'Edit profile' });
    await userEvent.clear(within(form).getByRole('textbox', { name: 'Country' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Country' }), 'XX');
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByRole('textbox', { name: 'Country' })).toBeInTheDocument();
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: 'Country' })).toHaveAccessibleDescription(
        'Country must be a two-letter ISO 3166 country code, such as US.',
      ),
    );
  });

  it('a refused change shows the server message and keeps the status', async () => {
    const update = vi.fn(async () => {
      throw new HttpError('Failed to update user. Session might be expired.', 500);
    });
    renderDetail({ getOne: vi.fn(async () => ({ data: user })), update });
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate account' }));
    const ask = await screen.findByRole('dialog', { name: 'Deactivate this account?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Deactivate account' }));
    expect(await findToast('Failed to update user. Session might be expired.')).toHaveAttribute(
      'data-type',
      'error',
    );
    expect(screen.getAllByText('Active')).toHaveLength(2);
  });

  it('shows the KYC panel: tier, what was paid against the limits, documents; approves for a tier', async () => {
    const overview = (tier: number, status: string) => ({
      data: {
        kyc: { tier, status, reviewed_at: null, reason: null },
        tier: {
          id: '0b8f7a4e-1111-4111-8111-111111111111',
          tier,
          name: tier === 0 ? 'Unverified' : 'Identity',
          daily_limit: tier === 0 ? '200.00' : '2000.00',
          monthly_limit: tier === 0 ? '1000.00' : '10000.00',
          requires: [],
          created_at: '2025-01-05T14:03:00.000Z',
          updated_at: '2025-01-05T14:03:00.000Z',
        },
        used: {
          today: '150.00',
          this_month: '150.00',
          daily_limit: tier === 0 ? '200.00' : '2000.00',
          monthly_limit: tier === 0 ? '1000.00' : '10000.00',
        },
        enforced: true,
        documents: [
          {
            id: '0b8f7a4e-2222-4222-8222-222222222222',
            type: 'passport',
            status: 'pending',
            content_type: 'application/pdf',
            size: 1234,
            created_at: '2025-01-06T10:00:00.000Z',
            reviewed_at: null,
            url: '/media/abc?expires=1&signature=x',
          },
        ],
        approval: null as null | object,
      },
    });
    let decided = false;
    const { requests } = fakeApi((request) => {
      if (request.method === 'POST') decided = true;
      return json(200, decided ? overview(1, 'approved') : overview(0, 'pending'));
    });
    renderDetail({ getOne: vi.fn(async () => ({ data: { ...user, kyc: { ...user.kyc } } })) });
    expect(await screen.findByText('0 · Unverified')).toBeInTheDocument();
    expect(screen.getByText('$150.00 of $200.00')).toBeInTheDocument();
    expect(screen.getByText('$150.00 of $1,000.00')).toBeInTheDocument();
    const documents = screen.getByRole('list', { name: 'Documents' });
    expect(within(documents).getByText('Passport')).toBeInTheDocument();
    expect(within(documents).getByRole('link', { name: 'Download' })).toHaveAttribute(
      'href',
      '/media/abc?expires=1&signature=x',
    );
    // A rejection needs a reason first.
    expect(screen.getByRole('button', { name: 'Reject' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await findToast('KYC approved.')).toHaveAttribute('data-type', 'success');
    const post = requests.find((request) => request.method === 'POST');
    expect(post?.path).toBe(`/api/v1/admin/users/${user.id}/kyc/decision/`);
    expect(JSON.parse(String(post?.body))).toEqual({ tier: 1, decision: 'approve', reason: null });
    expect(await screen.findByText('1 · Identity')).toBeInTheDocument();
  });

  it('asks a second person for a high tier, and lets another member of staff confirm it', async () => {
    const waiting = {
      data: {
        kyc: { tier: 1, status: 'pending', reviewed_at: null, reason: null },
        tier: {
          id: '0b8f7a4e-1111-4111-8111-111111111111',
          tier: 1,
          name: 'Identity',
          daily_limit: '2000.00',
          monthly_limit: '10000.00',
          requires: [],
          created_at: '2025-01-05T14:03:00.000Z',
          updated_at: '2025-01-05T14:03:00.000Z',
        },
        used: {
          today: '0.00',
          this_month: '0.00',
          daily_limit: '2000.00',
          monthly_limit: '10000.00',
        },
        enforced: true,
        documents: [],
        approval: {
          tier: 2,
          requested_by: { id: '0b8f7a4e-3333-4333-8333-333333333333', username: 'sam.support' },
          requested_at: '2025-01-07T09:30:00.000Z',
        },
      },
    };
    let confirmed = false;
    const { requests } = fakeApi((request) => {
      if (request.method === 'POST') confirmed = true;
      return confirmed
        ? json(200, {
            data: { ...waiting.data, kyc: { ...waiting.data.kyc, tier: 2 }, approval: null },
          })
        : json(200, waiting);
    });
    renderDetail({ getOne: vi.fn(async () => ({ data: user })) });
    expect(
      await screen.findByText(
        /Tier 2 asked for by sam\.support on .*: another member of staff must confirm it\./,
      ),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm tier 2' }));
    expect(await findToast('KYC tier confirmed.')).toHaveAttribute('data-type', 'success');
    const post = requests.find((request) => request.method === 'POST');
    expect(post?.path).toBe(`/api/v1/admin/users/${user.id}/kyc/approve_tier/`);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Confirm tier 2' })).toBeNull(),
    );
  });
});
