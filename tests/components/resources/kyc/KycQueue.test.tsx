import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ResourceContextProvider } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../../../src/i18n';
import { KycQueue } from '../../../../src/resources/kyc/KycQueue';
import { renderScreen } from '../../support/renderScreen';

const waiting = {
  id: 'a1b2c3d4-0000-4000-8000-000000000001',
  user: {
    id: 'a1b2c3d4-0000-4000-8000-000000000001',
    username: 'ann.lee',
    email: 'ann@example.com',
  },
  kyc: { tier: 0, status: 'pending', reviewed_at: null, reason: null },
  waiting: 2,
  waiting_since: '2025-01-05T14:03:00.000Z',
};

afterEach(async () => {
  await i18nProvider.changeLocale('en');
});

const renderQueue = () =>
  renderScreen(
    <ResourceContextProvider value="kyc">
      <KycQueue />
    </ResourceContextProvider>,
    {
      dataProvider: {
        getList: vi.fn(async () => ({
          data: [waiting],
          total: 1,
          pageInfo: { hasNextPage: false, hasPreviousPage: false },
        })),
      },
      route: '/kyc/*',
      path: '/kyc',
      resources: ['users'],
    },
  );

describe('KycQueue', () => {
  it('lists the customers waiting with their documents, and opens the customer', async () => {
    const { router } = renderQueue();
    const row = (await screen.findByText('ann.lee')).closest('tr') as HTMLElement;
    expect(within(row).getByText('ann@example.com')).toBeInTheDocument();
    expect(within(row).getByText('Pending')).toBeInTheDocument();
    expect(within(row).getByText('2')).toBeInTheDocument();
    await userEvent.click(within(row).getByText('ann.lee'));
    await waitFor(() => expect(router.location?.pathname).toBe(`/users/${waiting.id}`));
  });

  it('speaks French', async () => {
    await i18nProvider.changeLocale('fr');
    renderQueue();
    expect(await screen.findByRole('heading', { name: 'File KYC' })).toBeInTheDocument();
    expect(await screen.findByText('En attente')).toBeInTheDocument();
  });
});
