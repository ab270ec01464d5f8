import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '../../../../src/resources/users/types';
import { UserList } from '../../../../src/resources/users/UserList';
import { renderScreen } from '../../support/renderScreen';

const ann: Partial<User> = {
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  username: 'ann.lee',
  first_name: 'Ann',
  last_name: 'Lee',
  email: 'ann@example.com',
  country: 'CA',
  country_display: 'Canada',
  date_joined: '2025-01-05T14:03:00.000Z',
  is_active: true,
};
const sparse: Partial<User> = {
  id: 'ffeedd00-0000-4000-8000-000000000002',
  username: '',
  first_name: '',
  last_name: '',
  email: 'x@example.com',
  country: '',
  country_display: '',
  date_joined: '',
  is_active: false,
};

afterEach(() => vi.restoreAllMocks());

const renderList = (users: Partial<User>[]) => {
  const getList = vi.fn(async () => ({
    data: users,
    total: users.length,
    pageInfo: { hasNextPage: false, hasPreviousPage: false },
  }));
  const rendered = renderScreen(
    <ResourceContextProvider value="users">
      <UserList />
    </ResourceContextProvider>,
    { dataProvider: { getList }, route: '/users/*', path: '/users' },
  );
  return { ...rendered, getList };
};

const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('UserList', () => {
  it('shows the columns with their fallbacks and badges, newest first', async () => {
    const { getList } = renderList([
      ann,
      { ...ann, id: 'u2', first_name: '', last_name: '' },
      sparse,
    ]);
    await screen.findByText('Ann Lee');
    const rows = screen.getAllByRole('row');
    expect(
      within(rows[0])
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'ID', 'Email', 'Country', 'Date Joined', 'Status', 'Action']);
    expect(cells(rows[1]).slice(0, 6)).toEqual([
      'Ann Lee',
      'a1b2c3...',
      'ann@example.com',
      'Canada',
      expect.stringMatching(/^Jan 05, 2025, \d{1,2}:03 (AM|PM)$/),
      'Active',
    ]);
    expect(cells(rows[2])[0]).toBe('ann.lee');
    expect(cells(rows[3]).slice(0, 6)).toEqual([
      'N/A',
      'ffeedd...',
      'x@example.com',
      'N/A',
      'N/A',
      'Inactive',
    ]);
    expect(within(rows[1]).getByText('Active')).toHaveAttribute('data-tone', 'green');
    expect(within(rows[3]).getByText('Inactive')).toHaveAttribute('data-tone', 'red');
    expect(getList).toHaveBeenCalledWith(
      'users',
      expect.objectContaining({
        pagination: { page: 1, perPage: 20 },
        sort: { field: 'date_joined', order: 'DESC' },
      }),
    );
  });

  it('Edit opens the detail; Delete only alerts with the name', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const { router } = renderList([ann]);
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Ann Lee' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Delete' }));
    expect(alert).toHaveBeenCalledWith(expect.stringContaining('Ann Lee'));
    // The menu closes with a transition; a slow machine still has it on screen.
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Actions for Ann Lee' }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Edit' }));
    expect(router.location?.pathname).toBe(`/users/${ann.id}`);
  });
});
