import type {
  GeographicData,
  LeadStatistics,
  MoveCalendarData,
  MoveDatesData,
  VelocityData,
  VelocityTimeframe,
} from '../api/types';
import { dataOf } from './api-answers';
import type { HttpClient } from './http-client';

/** The analytics page's reads; each resolves to the answer's `data`, failures reject with ApiError. */
export interface AnalyticsMethods {
  /** GET /api/opportunities/velocity?timeframe= */
  getVelocity(timeframe: VelocityTimeframe): Promise<VelocityData>;
  /** GET /api/opportunities/move-dates */
  getMoveDates(): Promise<MoveDatesData>;
  /** GET /api/opportunities/move-dates/calendar?month=yyyy-MM */
  getMoveDateCalendar(month: string): Promise<MoveCalendarData>;
  /** GET /api/opportunities/geographic */
  getGeographic(): Promise<GeographicData>;
  /** GET /status (outside /api): the pipeline statistics. */
  getStatistics(): Promise<LeadStatistics>;
}

export const analyticsMethods = ({ apiBaseUrl, httpClient }: { apiBaseUrl: string; httpClient: HttpClient }): AnalyticsMethods => {
  const read = async <T>(path: string): Promise<T> => {
    const { json, status } = await httpClient(`${apiBaseUrl}${path}`);
    return dataOf<T>(json, 'data', status);
  };
  return {
    getVelocity: (timeframe) => read(`/api/opportunities/velocity?timeframe=${encodeURIComponent(timeframe)}`),
    getMoveDates: () => read('/api/opportunities/move-dates'),
    getMoveDateCalendar: (month) => read(`/api/opportunities/move-dates/calendar?month=${encodeURIComponent(month)}`),
    getGeographic: () => read('/api/opportunities/geographic'),
    getStatistics: () => read('/status'),
  };
};
