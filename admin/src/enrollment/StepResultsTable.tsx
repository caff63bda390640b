import { Fragment } from 'react';
import { Chip, Stack, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from '@mui/material';
import { callOutcomeWords, isCallStep, repliedLabel, stepTypeLabel, type StepResult, type VariantResult } from './step-results-format';

const COLUMNS = ['Step', 'Sent', 'Replied', 'Bounced', 'Unsubscribed', 'Skipped', 'Calls'] as const;

const CallsCell = ({ step }: { step: StepResult }) => {
  if (!isCallStep(step)) return <TableCell>—</TableCell>;
  const outcomes = callOutcomeWords(step.calls.outcomes);
  return (
    <TableCell>
      <Typography variant="body2" component="span" display="block">{`${step.calls.made} made · ${step.calls.expired} expired`}</Typography>
      {outcomes && <Typography variant="caption" color="text.secondary" component="span" display="block">{outcomes}</Typography>}
    </TableCell>
  );
};

const StepRow = ({ step }: { step: StepResult }) => (
  <TableRow data-testid="step-result-row">
    <TableCell>
      <Typography variant="body2" fontWeight={600} component="span" display="block">{`Step ${step.step_order}`}</Typography>
      <Typography variant="caption" color="text.secondary" component="span" display="block">{stepTypeLabel(step.type)}</Typography>
    </TableCell>
    <TableCell align="right">{step.sent}</TableCell>
    <TableCell align="right">{repliedLabel(step.replied, step.sent)}</TableCell>
    <TableCell align="right">{step.bounced}</TableCell>
    <TableCell align="right">{step.unsubscribed}</TableCell>
    <TableCell align="right">{step.skipped}</TableCell>
    <CallsCell step={step} />
  </TableRow>
);

const VariantRow = ({ variant, winner }: { variant: VariantResult; winner: boolean }) => (
  <TableRow data-testid="step-variant-row" sx={{ bgcolor: 'action.hover' }}>
    <TableCell sx={{ pl: 4 }}>
      <Typography variant="body2" component="span" fontWeight={winner ? 600 : undefined}>{`Variant ${variant.variant}`}</Typography>
    </TableCell>
    <TableCell align="right">{variant.sent}</TableCell>
    <TableCell align="right">{repliedLabel(variant.replied, variant.sent)}</TableCell>
    <TableCell align="right">{variant.bounced}</TableCell>
    <TableCell align="right">{variant.unsubscribed}</TableCell>
    <TableCell />
    <TableCell />
  </TableRow>
);

/** The A/B sub-rows of a step: one per variant, then how they compare and the chosen winner. */
const VariantRows = ({ step }: { step: StepResult }) => {
  if (step.variants.length === 0) return null;
  return (
    <>
      {step.variants.map((variant) => <VariantRow key={variant.variant} variant={variant} winner={variant.variant === step.winner} />)}
      {(step.variant_comparison || step.winner) && (
        <TableRow data-testid="step-variant-summary" sx={{ bgcolor: 'action.hover' }}>
          <TableCell colSpan={COLUMNS.length} sx={{ pl: 4 }}>
            <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap">
              {step.variant_comparison && <Typography variant="body2" color="text.secondary">{step.variant_comparison}</Typography>}
              {step.winner && <Chip size="small" color="success" variant="outlined" label={`Winner: ${step.winner}`} />}
            </Stack>
          </TableCell>
        </TableRow>
      )}
    </>
  );
};

/** 'Step results': one compact row per step (sends, replies with their rate, bounces, unsubscribes, skips, calls), A/B variants beneath. */
export const StepResultsTable = ({ steps }: { steps: readonly StepResult[] }) => {
  if (steps.length === 0) return <Typography variant="body2" color="text.secondary">No steps yet</Typography>;
  return (
    <TableContainer>
      <Table size="small" aria-label="Step results">
        <TableHead>
          <TableRow>
            {COLUMNS.map((column) => (
              <TableCell key={column} align={column === 'Step' || column === 'Calls' ? 'left' : 'right'}>{column}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {steps.map((step) => (
            <Fragment key={step.step_order}>
              <StepRow step={step} />
              <VariantRows step={step} />
            </Fragment>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
