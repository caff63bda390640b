import { Injectable } from '@nestjs/common';
import { type Candidates, type CandidateStarts, type RunStart, RunStartsRepository } from './run-starts.repository';

export type { Candidates, CandidateStarts, RunStart } from './run-starts.repository';

/**
 * The runs module's door for enrollment: runs begin here (a manual assignment's list, or a rule's batch of compiled
 * candidates) and enrollment's unenroll ends them here. Who may enter a sequence, and when the first step goes, is
 * enrollment's decision; the run rows are the runs module's.
 */
@Injectable()
export class RunStartsService {
  constructor(private readonly starts: RunStartsRepository) {}

  /** Starts runs at `currentStep` for these contacts (enrolled by `userId`); contacts with a live run are left out. */
  start(sequenceId: string, currentStep: number, userId: string | null, runs: readonly RunStart[]): Promise<{ id: string; contact_id: string }[]> {
    return this.starts.insertMany(sequenceId, currentStep, userId, runs);
  }

  /** Starts a run at step 1 for each candidate of a rule's batch (see Candidates), in one statement. */
  startCandidates(candidates: Candidates): Promise<CandidateStarts> {
    return this.starts.insertCandidates(candidates);
  }

  /** Unenrolls: cancels the given pending or active runs (of one sequence when set); answers the ended ids. */
  cancel(ids: readonly string[], reason: string, sequenceId: string | null): Promise<string[]> {
    return this.starts.cancel(ids, reason, sequenceId);
  }

  /** Cancels every live run of the contact (a call outcome ends its sequences); answers how many. */
  cancelForContact(contactId: string, reason: string): Promise<number> {
    return this.starts.cancelForContact(contactId, reason);
  }
}
