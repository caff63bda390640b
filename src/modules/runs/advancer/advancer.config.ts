import { IsInt, IsString, Matches, Max, Min } from 'class-validator';
import { usFederalHolidays } from 'src/modules/sequences/schedule/us-holidays';

/** The sequence advancer (worker role): claims due runs and sends their steps. */
export class AdvancerEnv {
  /** How often the advancer job is scheduled (ms); a job keeps draining while batches come back full. */
  @IsInt() @Min(200) @Max(3600_000)
  SEQUENCE_ADVANCER_EVERY_MS: number = 5000;

  /** Runs claimed per batch (one claim statement, one lease). */
  @IsInt() @Min(1) @Max(5000)
  SEQUENCE_ADVANCER_BATCH_SIZE: number = 100;

  /** Sends in flight at once per worker process (at most half of DB_POOL_SIZE: each holds a connection while it sends). */
  @IsInt() @Min(1) @Max(200)
  SEQUENCE_ADVANCER_CONCURRENCY: number = 4;

  /** How long a claim holds a run; a worker that dies mid-batch frees its runs after this. */
  @IsInt() @Min(5) @Max(3600)
  SEQUENCE_ADVANCER_LEASE_SECONDS: number = 120;

  /** How long one advancer job keeps claiming batches before it lets the next scheduled job take over (ms). */
  @IsInt() @Min(1000) @Max(600_000)
  SEQUENCE_ADVANCER_MAX_LOOP_MS: number = 50_000;

  /** Sequence emails per day for the whole organisation (day in COMPANY_TIMEZONE). */
  @IsInt() @Min(0) @Max(100_000_000)
  SEQUENCE_DAILY_ORG_SEND_CAP: number = 5000;

  /** Sequence emails per day for one sequence. */
  @IsInt() @Min(0) @Max(100_000_000)
  SEQUENCE_DAILY_SEQUENCE_SEND_CAP: number = 1000;

  /** A run held by a paused rule or an archived sequence is looked at again after this many minutes. */
  @IsInt() @Min(1) @Max(24 * 60)
  SEQUENCE_HOLD_RECHECK_MINUTES: number = 15;

  /** Closed days of every send window: 'us' (US federal holidays, observed), 'none', and/or yyyy-MM-dd dates. */
  @IsString() @Matches(/^\s*(us|none|\d{4}-\d{2}-\d{2})(\s*,\s*(us|none|\d{4}-\d{2}-\d{2}))*\s*$/)
  SEND_HOLIDAYS: string = 'us';
}

export interface AdvancerSettings {
  everyMs: number;
  batchSize: number;
  concurrency: number;
  leaseSeconds: number;
  maxLoopMs: number;
  orgDailyCap: number;
  sequenceDailyCap: number;
  holdRecheckMs: number;
  /** Closed dates, yyyy-MM-dd (local to each window). */
  holidays: ReadonlySet<string>;
}

/** The holiday list of SEND_HOLIDAYS: 'us' expands to the observed federal holidays of last year to five years ahead. */
export function holidayList(value: string, year: number = new Date().getUTCFullYear()): Set<string> {
  const dates = new Set<string>();
  for (const item of value.split(',').map((part) => part.trim()).filter(Boolean)) {
    if (item === 'us') for (const date of usFederalHolidays(year - 1, year + 5)) dates.add(date);
    else if (item !== 'none') dates.add(item);
  }
  return dates;
}

export const advancerSettings = (env: AdvancerEnv): AdvancerSettings => ({
  everyMs: env.SEQUENCE_ADVANCER_EVERY_MS,
  batchSize: env.SEQUENCE_ADVANCER_BATCH_SIZE,
  concurrency: env.SEQUENCE_ADVANCER_CONCURRENCY,
  leaseSeconds: env.SEQUENCE_ADVANCER_LEASE_SECONDS,
  maxLoopMs: env.SEQUENCE_ADVANCER_MAX_LOOP_MS,
  orgDailyCap: env.SEQUENCE_DAILY_ORG_SEND_CAP,
  sequenceDailyCap: env.SEQUENCE_DAILY_SEQUENCE_SEND_CAP,
  holdRecheckMs: env.SEQUENCE_HOLD_RECHECK_MINUTES * 60_000,
  holidays: holidayList(env.SEND_HOLIDAYS),
});
