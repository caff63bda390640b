import type { RuleRunnerService, RuleRunSummary } from '../rule-runner.service';

/** Runs every active enrollment rule once (scheduled every minute by default). */
export async function handleRunEnrollmentRules(runner: RuleRunnerService): Promise<RuleRunSummary> {
  return runner.runOnce();
}
