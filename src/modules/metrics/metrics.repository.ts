import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/** The figures /metrics derives from the database (exact whichever process changed them). */
@Injectable()
export class MetricsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Active runs due now (what the advancer would claim): O(due) on the advancer's claim index. */
  async readyEnrollments(): Promise<number> {
    const [row] = (await this.dataSource.query(
      `SELECT count(*)::int AS n FROM sequence_enrollments WHERE status = 'active' AND next_run_at IS NOT NULL AND next_run_at <= now()`,
    )) as { n: number }[];
    return row?.n ?? 0;
  }

  /** Live runs that may still send (pending and active), from the per-status counters. */
  async activeEnrollments(): Promise<number> {
    const [row] = (await this.dataSource.query(
      `SELECT coalesce(sum(n), 0)::bigint AS n FROM sequence_enrollment_counts WHERE status IN ('pending', 'active')`,
    )) as { n: string }[];
    return Number(row?.n ?? 0);
  }
}
