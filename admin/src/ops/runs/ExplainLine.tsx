import { useState } from 'react';
import { Box, CircularProgress, Link, Typography } from '@mui/material';
import InfoIcon from '@mui/icons-material/InfoOutlined';
import { useDataProvider } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import type { AppDataProvider } from '../../providers/data-provider';
import { errorMessage } from '../../providers/api-error';
import type { RunRow } from '../ops-types';
import { explainSummary, humanizeTimes } from '../shared/ops-format';

/** The on-demand prompt: a live run is asked why its step has not gone out; an ended run, why it ended. */
export const explainPrompt = (state: string): string =>
  state === 'completed' || state === 'cancelled' || state === 'canceled' ? 'Why did this run end?' : "Why hasn't this step sent?";

/**
 * Why the run's next step has (not) been sent: the list's explain summary when it carries one, else read on
 * demand from GET /api/enrollments/{id}/explain (one call per click, kept while the row is shown).
 */
export const ExplainLine = ({ run }: { run: RunRow }) => {
  const dataProvider = useDataProvider<AppDataProvider>();
  const known = explainSummary(run.explain);
  const [asked, setAsked] = useState(false);
  const query = useQuery({
    queryKey: ['runs', 'explain', run.id],
    queryFn: () => dataProvider.explainRun(run.id),
    enabled: asked && !known,
    retry: false,
    staleTime: 30_000,
  });

  let content;
  if (known) content = <Typography variant="caption" color="text.secondary">{humanizeTimes(known)}</Typography>;
  else if (!asked) {
    content = (
      <Link component="button" type="button" variant="caption" color="text.secondary" underline="hover" onClick={() => setAsked(true)}>
        {explainPrompt(run.state)}
      </Link>
    );
  } else if (query.isPending) content = <CircularProgress size={14} aria-label="Reading the explanation" />;
  else if (query.error) content = <Typography variant="caption" color="error">{`Could not explain this run: ${errorMessage(query.error)}`}</Typography>;
  else {
    const explain = query.data;
    const reasons = (explain?.reasons ?? []).map((reason) => reason.text).filter((text) => text && text !== explain?.summary);
    // The last error is often one of the reasons already: add it only when it is not.
    const errorListed = (explain?.reasons ?? []).some((reason) => reason.code === 'last_error');
    const lastError = explain?.last_error && !errorListed ? `Last error: ${explain.last_error}` : null;
    const parts = [explain?.summary, ...reasons, lastError].filter(Boolean);
    content = <Typography variant="caption" color="text.secondary">{humanizeTimes(parts.join(' · '))}</Typography>;
  }
  return (
    <Box data-testid="explain-line" sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minHeight: 20 }}>
      <InfoIcon sx={{ fontSize: 14, color: 'text.secondary' }} />
      {content}
    </Box>
  );
};
