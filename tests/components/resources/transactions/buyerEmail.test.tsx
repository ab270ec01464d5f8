import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { PaymentDetail } from '../../../../src/resources/payments/PaymentDetail';
import { clearAuth } from '../../../../src/shared/session';
import { fakeApi, json } from '../../support/fakeApi';
import { renderAppScreen } from '../../support/renderAppScreen';
import { signInAs } from '../../support/session';
import { renderDetail } from './support/renderDetail';
import { transactionFixture } from './support/transactionFixture';

// The buyer's e-mail is the only thing that tells one customer from another on Transactions
// and Payments: it must never be cut, nor broken in the middle of either half of the address.

const email = 'alexandra.montgomery-whitfield@customers.example.com';
const card = transactionFixture({
  status: 'PAID',
  status_display: 'Paid',
  final_payout: '195.00',
  paid_at: '2025-01-06T10:00:00.000Z',
  user: { ...transactionFixture().user, email },
});

/** The text pieces the address is laid out in, each with whether it may wrap inside. */
const layout = (element: Element) => {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const pieces: { text: string; wraps: boolean }[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement as Element;
    pieces.push({
      text: node.textContent ?? '',
      wraps: getComputedStyle(parent).whiteSpace !== 'nowrap',
    });
  }
  return pieces;
};

/** Whole: no ellipsis on it or around it, and wrapping, if any, only before the "@". */
const expectWholeEmail = (element: HTMLElement) => {
  for (let node: HTMLElement | null = element; node; node = node.parentElement) {
    expect(getComputedStyle(node).textOverflow).not.toBe('ellipsis');
  }
  expect(layout(element)).toEqual([
    { text: 'alexandra.montgomery-whitfield', wraps: false },
    { text: '@customers.example.com', wraps: false },
  ]);
};

/** The innermost element of `container` that holds the whole address. */
const emailIn = (container: HTMLElement) =>
  within(container)
    .getAllByText((_, element) => element?.textContent === email)
    .at(-1) as HTMLElement;

beforeEach(() => {
  clearAuth();
  signInAs('admin');
});

describe("the buyer's e-mail", { timeout: 40_000 }, () => {
  it.each(['/transactions', '/payments'])('is whole in the list at %s', async (path) => {
    fakeApi(() => json(200, { count: 1, next: null, previous: null, results: [card] }));
    renderAppScreen(path);
    const cell = await screen.findByRole('cell', { name: email }, { timeout: 10_000 });
    expectWholeEmail(emailIn(cell));
  });

  it('does not break mid-address on Payment Details', async () => {
    renderDetail('payments', card.id, <PaymentDetail />, () => json(200, { data: card }));
    const label = await screen.findByText('Email', { selector: 'dt' });
    expectWholeEmail(emailIn(label.nextElementSibling as HTMLElement));
  });
});
