import type { MoveDateRecompute, SequenceMoveDateService } from 'src/modules/runs/move-date/sequence-move-date.service';
import type { JobPayloads } from 'src/queue/job-payloads';
import type { JobName } from 'src/queue/queue.constants';

/** An opportunity's move date (or contact) changed (an outbox event): recompute or end its contact's anchored runs. */
export function handleRecomputeMoveDateRuns(moves: SequenceMoveDateService, data: JobPayloads[JobName.RecomputeMoveDateRuns]): Promise<MoveDateRecompute> {
  return moves.recompute(data.opportunityId);
}

/** The daily pass: ends the runs whose anchored move-date moment has passed ('move_date_passed'). */
export function handleEndPassedMoveDateRuns(moves: SequenceMoveDateService): Promise<MoveDateRecompute & { checked: number }> {
  return moves.endPassedRuns();
}
