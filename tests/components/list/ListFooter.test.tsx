import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, ListContextProvider, type ListControllerResult } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../../src/i18n';
import { ListFooter } from '../../../src/list/ListFooter';
import { setDisplayLocale } from '../../../src/shared/displayLocale';

const renderFooter = (list: Partial<ListControllerResult>) => {
  const setPage = vi.fn();
  const value = { page: 1, perPage: 20, total: 0, isPending: false, setPage, ...list };
  render(
    <AdminContext i18nProvider={i18nProvider}>
      <ListContextProvider value={value as ListControllerResult}>
        <ListFooter />
      </ListContextProvider>
    </AdminContext>,
  );
  return { setPage };
};

describe('ListFooter', () => {
  it('shows the rows of a middle page and moves both ways', async () => {
    const { setPage } = renderFooter({
      page: 2,
      total: 45,
      hasPreviousPage: true,
      hasNextPage: true,
    });
    expect(screen.getByText('Showing 21 to 40 of 45')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(setPage).toHaveBeenLastCalledWith(3);
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(setPage).toHaveBeenLastCalledWith(1);
  });

  it('writes large numbers as the dashboard does, in the language shown', () => {
    renderFooter({ page: 2, total: 3013, hasPreviousPage: true, hasNextPage: true });
    expect(screen.getByText('Showing 21 to 40 of 3,013')).toBeInTheDocument();
    cleanup();
    setDisplayLocale('fr');
    try {
      renderFooter({ page: 60, total: 3013, hasPreviousPage: true, hasNextPage: true });
      expect(screen.getByText(/^\S+ 1\s181 .* 1\s200 .* 3\s013$/)).toBeInTheDocument();
    } finally {
      setDisplayLocale('en');
    }
  });

  it('on the first page Previous is disabled', () => {
    renderFooter({ page: 1, total: 45, hasPreviousPage: false, hasNextPage: true });
    expect(screen.getByText('Showing 1 to 20 of 45')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('on the last page Next is disabled and the range stops at the total', () => {
    renderFooter({ page: 3, total: 45, hasPreviousPage: true, hasNextPage: false });
    expect(screen.getByText('Showing 41 to 45 of 45')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('with no rows shows zeros and both buttons disabled', () => {
    renderFooter({ page: 1, total: 0, hasPreviousPage: false, hasNextPage: false });
    expect(screen.getByText('Showing 0 to 0 of 0')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('before the first page arrives tells no range, and cannot move', () => {
    renderFooter({ page: 1, total: undefined, isPending: true });
    expect(screen.queryByText(/^Showing/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
