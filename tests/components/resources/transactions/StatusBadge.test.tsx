import { render } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { i18nProvider } from '../../../../src/i18n';
import { StatusBadge } from '../../../../src/resources/transactions/StatusBadge';

const renderBadge = (props: Parameters<typeof StatusBadge>[0]) => {
  const { container } = render(
    <AdminContext i18nProvider={i18nProvider}>
      <StatusBadge {...props} />
    </AdminContext>,
  );
  return container.querySelector('[data-tone]');
};

describe('StatusBadge', () => {
  // Spec section 4: the list and payment badge column of the colours table.
  it.each([
    ['PENDING_REVIEW', 'Pending Review', 'yellow'],
    ['ORDER_ACCEPTED', 'Order Accepted', 'green'],
    ['REDEEMED', 'Redeemed', 'darkGreen'],
    ['PAID', 'Paid', 'darkestGreen'],
    ['REJECTED', 'Rejected', 'red'],
  ])('a list badge of %s shows the display text in its colour', (status, display, tone) => {
    const badge = renderBadge({ status, display });
    expect(badge).toHaveTextContent(display);
    expect(badge).toHaveAttribute('data-tone', tone);
  });

  // The detail pill column: Redeemed is blue and Paid emerald there.
  it.each([
    ['PENDING_REVIEW', 'yellow'],
    ['ORDER_ACCEPTED', 'green'],
    ['REDEEMED', 'blue'],
    ['PAID', 'emerald'],
    ['REJECTED', 'red'],
  ])('a detail pill of %s is %s', (status, tone) => {
    expect(renderBadge({ status, variant: 'pill' })).toHaveAttribute('data-tone', tone);
  });

  it('takes its colour from the code, never from the display text', () => {
    const badge = renderBadge({ status: 'PAID', display: 'Rejected' });
    expect(badge).toHaveTextContent('Rejected');
    expect(badge).toHaveAttribute('data-tone', 'darkestGreen');
  });

  it('a pill without display text names the status', () => {
    expect(renderBadge({ status: 'ORDER_ACCEPTED', variant: 'pill' })).toHaveTextContent(
      'Order Accepted',
    );
  });

  it('another status is grey and shows its display text', () => {
    const badge = renderBadge({ status: 'ON_HOLD', display: 'On Hold' });
    expect(badge).toHaveTextContent('On Hold');
    expect(badge).toHaveAttribute('data-tone', 'grey');
  });

  it("with nothing to show it reads 'Unknown Status', in grey", () => {
    const badge = renderBadge({ status: null, display: null });
    expect(badge).toHaveTextContent('Unknown Status');
    expect(badge).toHaveAttribute('data-tone', 'grey');
    expect(renderBadge({ variant: 'pill' })).toHaveAttribute('data-tone', 'grey');
  });
});
