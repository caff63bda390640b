import { useMutation, useQuery } from '@tanstack/react-query';
import { useDataProvider, useNotify } from 'react-admin';
import type { LeadRefundsMonth } from '../../api/types';
import { errorMessage } from '../../providers/api-error';
import type { AppDataProvider } from '../../providers/data-provider';
import type { RefundClaimsFile } from '../../providers/refunds-methods';

export const leadRefundsKey = (month: string) => ['reports', 'lead-refunds', month] as const;

/** "Failed to download the CSV for HireAHelper: {the server's message}". */
export const downloadFailure = (provider: string, error: unknown): string => `Failed to download the CSV for ${provider}: ${errorMessage(error)}`;

/** Saves text the browser already holds as a file: a Blob behind an object URL, clicked as a download link. */
export const saveCsvFile = ({ csv, fileName }: RefundClaimsFile): void => {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled (some browsers start the download asynchronously).
  setTimeout(() => URL.revokeObjectURL(url), 0);
};

/** The month's report (GET /api/reports/lead-refunds?month=). No retries or focus refetches; Retry reads again. */
export const useLeadRefunds = (month: string) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  return useQuery<LeadRefundsMonth, Error>({
    queryKey: leadRefundsKey(month),
    queryFn: ({ signal }) => dataProvider.getLeadRefunds(month, signal),
    retry: false,
    refetchOnWindowFocus: false,
  });
};

/**
 * "Download CSV" for one provider (GET /api/reports/lead-refunds/export through the app's authenticated client), saved
 * under the server's file name; a failure is notified with the server's reason.
 */
export const useRefundDownload = (month: string) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const notify = useNotify();
  const mutation = useMutation<RefundClaimsFile, Error, string>({
    mutationFn: (provider) => dataProvider.exportLeadRefunds(month, provider),
    onSuccess: (file) => saveCsvFile(file),
    onError: (error, provider) => notify(downloadFailure(provider, error), { type: 'error' }),
  });
  return {
    download: (provider: string) => mutation.mutate(provider),
    /** The provider whose CSV is on its way, else null. */
    downloading: mutation.isPending ? (mutation.variables ?? null) : null,
  };
};
