import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { compileCriteria } from 'src/modules/sequences/criteria/criteria.policy';
import type { StepCondition } from 'src/modules/sequences/criteria/step-condition.policy';

/** Which contacts a step condition holds for, read from their contact rows (the rules' compiled filter, one statement). */
@Injectable()
export class StepConditionsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The ones of `contactIds` the condition holds for; move-date filters count from `today` (yyyy-MM-dd). */
  async holdingFor(contactIds: readonly string[], condition: StepCondition, today: string): Promise<Set<string>> {
    if (contactIds.length === 0) return new Set();
    const compiled = compileCriteria({ filters: condition.filters, exclusions: [] }, { contactAlias: 'c', firstParamIndex: 2, today });
    const rows: { id: string }[] = await this.dataSource.query(
      `SELECT c.id FROM contacts c WHERE c.id = ANY($1::uuid[]) AND ${compiled.sql}`,
      [contactIds, ...compiled.params],
    );
    return new Set(rows.map((row) => row.id));
  }
}
