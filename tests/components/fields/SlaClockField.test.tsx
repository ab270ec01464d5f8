import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SlaClockField } from '../../../src/fields/SlaClockField';
import { renderWithAdmin } from '../support/renderWithAdmin';

const MINUTE = 60_000;
const at = (offset: number) => new Date(Date.now() + offset).toISOString();

describe('the service-level clock', () => {
  it('says how long a running card has left, or how late it is', () => {
    renderWithAdmin(
      <>
        <SlaClockField
          clock={{
            due_at: at(12 * MINUTE + 30_000),
            state: 'on_time',
            met_at: null,
            policy_version: 1,
          }}
        />
        <SlaClockField
          clock={{
            due_at: at(-65 * MINUTE - 30_000),
            state: 'breached',
            met_at: null,
            policy_version: 1,
          }}
        />
      </>,
    );
    expect(screen.getByText('12 min left')).toBeInTheDocument();
    expect(screen.getByText('Late by 1 h 05 min')).toBeInTheDocument();
  });

  it('counts days, not thousands of hours, once a card is two days late', () => {
    renderWithAdmin(
      <>
        <SlaClockField
          clock={{
            due_at: at(-(89 * 24 + 7) * 60 * MINUTE - 30_000),
            state: 'breached',
            met_at: null,
            policy_version: 1,
          }}
        />
        <SlaClockField
          clock={{
            due_at: at(47 * 60 * MINUTE + 30_000),
            state: 'on_time',
            met_at: null,
            policy_version: 1,
          }}
        />
      </>,
    );
    expect(screen.getByText('Late by 89 d 7 h')).toBeInTheDocument();
    expect(screen.getByText('47 h 00 min left')).toBeInTheDocument();
  });

  it('says whether a decided card was on time', () => {
    renderWithAdmin(
      <>
        <SlaClockField
          clock={{ due_at: at(-MINUTE), state: 'met', met_at: at(-2 * MINUTE), policy_version: 1 }}
        />
        <SlaClockField
          clock={{
            due_at: at(-2 * MINUTE),
            state: 'missed',
            met_at: at(-MINUTE),
            policy_version: 2,
          }}
        />
      </>,
    );
    expect(screen.getByText('On time')).toBeInTheDocument();
    expect(screen.getByText('Late')).toBeInTheDocument();
  });
});
