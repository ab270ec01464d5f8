import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, ResourceContextProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import type { User } from '../../../../src/resources/users/types';
import { UserDetail } from '../../../../src/resources/users/UserDetail';
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

  it('deactivates through the user edit call, with a toast', async () => {
    const update = vi.fn(async () => ({ data: { ...user, is_active: false } }));
    renderDetail({ getOne: vi.fn(async () => ({ data: user })), update });
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate account' }));
    expect(await screen.findByText('User account deactivated')).toBeInTheDocument();
    expect(update).toHaveBeenCalledWith(
      'users',
      expect.objectContaining({ id: user.id, data: { is_active: false } }),
    );
    expect(await screen.findByRole('button', { name: 'Activate account' })).toBeInTheDocument();
    expect(screen.getAllByText('Inactive')).toHaveLength(2);
  });

  it('a refused change shows the server message and keeps the status', async () => {
    const update = vi.fn(async () => {
      throw new HttpError('Failed to update user. Session might be expired.', 500);
    });
    renderDetail({ getOne: vi.fn(async () => ({ data: user })), update });
    await userEvent.click(await screen.findByRole('button', { name: 'Deactivate account' }));
    expect(await findToast('Failed to update user. Session might be expired.')).toHaveAttribute(
      'data-type',
      'error',
    );
    expect(screen.getAllByText('Active')).toHaveLength(2);
  });
});
