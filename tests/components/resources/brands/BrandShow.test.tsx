import { screen } from '@testing-library/react';
import { ResourceContextProvider } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { brands } from '../../../../contract/resources/brands';
import { canAccessFor } from '../../../../src/auth/access';
import { authProvider } from '../../../../src/authProvider';
import { DeclaredShow } from '../../../../src/declared/DeclaredShow';
import brandsResource from '../../../../src/resources/brands';
import type { Brand } from '../../../../src/resources/brands/types';
import { renderScreen } from '../../support/renderScreen';
import { signInAs } from '../../support/session';

const steam: Brand = {
  id: 'b1',
  name: 'Steam',
  description: 'PC games',
  image: null,
  currency: 'USD',
  min_amount: '10.00',
  max_amount: '500.00',
  rate_percentage: '83.00',
  is_active: true,
  created_at: '2025-01-05T14:03:00.000Z',
};

describe('a brand, read only', () => {
  it('shows a reviewer every field in the spec’s words, with nothing to change', async () => {
    signInAs('reviewer');
    const getOne = vi.fn(async () => ({ data: steam }));
    renderScreen(
      <ResourceContextProvider value="giftcard-brands">
        <DeclaredShow declaration={brands} />
      </ResourceContextProvider>,
      {
        dataProvider: { getOne },
        route: '/giftcard-brands/:id/show',
        path: '/giftcard-brands/b1/show',
        authProvider: {
          ...authProvider,
          canAccess: canAccessFor({ 'giftcard-brands': brandsResource.access }),
        },
      },
    );
    expect(await screen.findByText('Steam')).toBeVisible();
    expect(screen.getByText('Rate %')).toBeVisible();
    expect(screen.getByText('83.00')).toBeVisible();
    expect(screen.getByText('PC games')).toBeVisible();
    expect(getOne).toHaveBeenCalledWith('giftcard-brands', expect.objectContaining({ id: 'b1' }));
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});
