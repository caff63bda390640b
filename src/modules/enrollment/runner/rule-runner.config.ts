import { IsInt, Max, Min } from 'class-validator';

/** The enrollment rule runner (worker role). */
export class RuleRunnerEnv {
  /** How often the runner job is scheduled (ms); every minute by default. */
  @IsInt() @Min(1000) @Max(24 * 3600_000)
  RULE_RUNNER_EVERY_MS: number = 60_000;

  /** Contacts enrolled per statement (and per cap reservation); a rule takes several batches per run. */
  @IsInt() @Min(1) @Max(100_000)
  RULE_RUNNER_BATCH_SIZE: number = 5000;
}

export interface RuleRunnerSettings {
  everyMs: number;
  batchSize: number;
}

export const ruleRunnerSettings = (env: RuleRunnerEnv): RuleRunnerSettings => ({
  everyMs: env.RULE_RUNNER_EVERY_MS,
  batchSize: env.RULE_RUNNER_BATCH_SIZE,
});
