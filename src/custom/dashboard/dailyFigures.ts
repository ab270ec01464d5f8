import { apiPaths } from '../../../contract/paths';
import type { DailyFigure } from '../../../contract/review-desk';
import { httpClient, unwrap } from '../../shared/httpClient';

/** How many days the dashboard's trend charts cover. */
export const TREND_DAYS = 30;

/** The react-query key of the daily figures. */
export const DAILY_FIGURES_KEY = ['dashboard', 'daily', TREND_DAYS] as const;

export const fetchDailyFigures = async () => {
  const { json } = await httpClient(apiPaths.transactions.dailyStats, {
    query: { days: TREND_DAYS },
  });
  return unwrap<DailyFigure[]>(json);
};
