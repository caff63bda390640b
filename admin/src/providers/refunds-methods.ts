import type { LeadRefundsMonth } from '../api/types';
import { dataOf, toQueryString } from './api-answers';
import type { HttpClient } from './http-client';

/** A provider's refund claims of a month as the server sent them, with the name to save them under. */
export interface RefundClaimsFile {
  csv: string;
  fileName: string;
}

/** The Lead refunds report: per lead provider and month, the leads that may be claimed back, and one provider's CSV. */
export interface RefundMethods {
  /** GET /api/reports/lead-refunds?month=YYYY-MM → the month and its providers (one row each, by name). */
  getLeadRefunds(month: string, signal?: AbortSignal): Promise<LeadRefundsMonth>;
  /** GET /api/reports/lead-refunds/export?month&provider: the CSV attachment (session cookie, like every call). */
  exportLeadRefunds(month: string, provider: string): Promise<RefundClaimsFile>;
}

/** The server's own slug of a provider name: runs of other characters become '-'. */
const slugOf = (provider: string): string => provider.replace(/[^A-Za-z0-9.-]+/g, '-').replace(/^-+|-+$/g, '') || 'provider';

/** `lead-refunds-{provider}-{month}.csv`, the name the server gives, for when its header cannot be read. */
export const refundFileName = (provider: string, month: string): string => `lead-refunds-${slugOf(provider)}-${month}.csv`;

/** The file name of a Content-Disposition header (`filename*=UTF-8''…` preferred over `filename="…"`), else null. */
export const fileNameOf = (disposition: string | null): string | null => {
  if (!disposition) return null;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(disposition)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim().replace(/^"|"$/g, '')) || null;
    } catch {
      // A malformed encoded name: fall through to the plain one.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/.exec(disposition);
  const name = (plain?.[2] ?? plain?.[1])?.trim();
  return name ? name.replace(/[/\\]/g, '-') : null;
};

export const createRefundMethods = ({ apiBaseUrl, httpClient }: { apiBaseUrl: string; httpClient: HttpClient }): RefundMethods => {
  const api = `${apiBaseUrl}/api/reports/lead-refunds`;
  return {
    async getLeadRefunds(month, signal) {
      const { json, status } = await httpClient(`${api}?${toQueryString({ month })}`, { signal });
      const providers = dataOf<LeadRefundsMonth['providers']>(json, 'providers', status);
      return { month: dataOf<string>(json, 'month', status), providers };
    },
    async exportLeadRefunds(month, provider) {
      const { body, headers } = await httpClient(`${api}/export?${toQueryString({ month, provider })}`, {
        headers: { Accept: 'text/csv, application/json' },
      });
      return { csv: body, fileName: fileNameOf(headers.get('Content-Disposition')) ?? refundFileName(provider, month) };
    },
  };
};
