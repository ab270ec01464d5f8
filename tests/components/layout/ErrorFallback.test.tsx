import { render, screen } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../../src/i18n';
import { ErrorFallback } from '../../../src/layout/ErrorFallback';

describe('ErrorFallback', () => {
  it('shows the title, the error message and a reload button', () => {
    render(
      <AdminContext i18nProvider={i18nProvider}>
        <ErrorFallback error={new Error('Cannot read properties of undefined')} />
      </AdminContext>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong');
    expect(screen.getByText('Cannot read properties of undefined')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeInTheDocument();
  });
});
