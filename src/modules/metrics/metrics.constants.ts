/**
 * The engine's counters, kept in Redis so every process adds to the same figure (the workers send and advance, the
 * API serves /metrics). Names are the Prometheus metric names.
 */
export const ENGINE_COUNTERS = ['deliveries_committed_total', 'sequence_advancer_processed_total', 'sequence_errors_total'] as const;
export type EngineCounterName = (typeof ENGINE_COUNTERS)[number];

export const ENGINE_COUNTER_HELP: Record<EngineCounterName, string> = {
  deliveries_committed_total: 'Sequence deliveries committed (the deliveries row written before the provider call)',
  sequence_advancer_processed_total: 'Due runs the sequence advancer processed (sent, held, ended or failed)',
  sequence_errors_total: 'Sequence sends or runs that failed',
};
