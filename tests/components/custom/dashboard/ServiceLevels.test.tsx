import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SlaSummary } from '../../../../contract/sla';
import { ServiceLevels } from '../../../../src/custom/dashboard/ServiceLevels';
import { i18nProvider } from '../../../../src/i18n';
import { fakeApi, json } from '../../support/fakeApi';
import { renderWithAdmin } from '../../support/renderWithAdmin';

const open = (breached: number) => ({ on_time: 0, due_soon: 0, breached });
const today: SlaSummary = {
  open: { review: open(1200), dispute_first_response: open(30), dispute_resolution: open(4) },
  days: [
    {
      date: '2026-11-28',
      target: 'review',
      decided: 64,
      met: 24,
      missed: 40,
      p50_minutes: 95,
      p90_minutes: 434,
    },
  ],
};

const renderPanel = () => {
  fakeApi(() => json(200, { data: today }));
  renderWithAdmin(
    <QueryClientProvider client={new QueryClient()}>
      <ServiceLevels />
    </QueryClientProvider>,
  );
};

afterEach(async () => {
  localStorage.clear();
  await i18nProvider.changeLocale('en');
});

describe('the dashboard’s service panel', () => {
  it('gives today’s share on time, the open breaches and the p90 as the clocks say a span', async () => {
    renderPanel();
    expect(await screen.findByText('38%')).toBeVisible();
    expect(screen.getByText('1,234')).toBeVisible();
    expect(screen.getByText('7 h 14 min')).toBeVisible();
  });

  it('writes them the French way', async () => {
    await i18nProvider.changeLocale('fr');
    renderPanel();
    expect(await screen.findByText('38 %')).toBeVisible();
    expect(screen.getByText('1 234')).toBeVisible();
  });
});
