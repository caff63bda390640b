import { Injectable } from '@nestjs/common';
import { describeCondition, storedCondition, type StepCondition } from 'src/modules/sequences/criteria/step-condition.policy';
import type { StepRow } from '../steps/step-handler.types';
import { StepConditionsRepository } from './step-conditions.repository';

/** A run about to carry out its step, as the conditions read it. */
export interface ConditionedRun {
  id: string;
  contact_id: string;
  current_step: number;
  step: StepRow | null;
}

/** What a step's conditions say of one run: end it here (stop_if), skip the step (skip_if); the condition in words. */
export interface ConditionVerdict {
  kind: 'stop' | 'skip';
  text: string;
}

/**
 * A step's conditions at send time, for a batch of runs: stop_if first (the run ends at this step), then skip_if
 * (the step is passed over and the run moves on). One statement per distinct condition in the batch, whatever the
 * number of runs; runs whose step has no condition cost nothing.
 */
@Injectable()
export class StepConditionsService {
  constructor(private readonly repo: StepConditionsRepository) {}

  async verdicts(runs: readonly ConditionedRun[], today: string): Promise<Map<string, ConditionVerdict>> {
    const verdicts = new Map<string, ConditionVerdict>();
    for (const kind of ['stop', 'skip'] as const) {
      const groups = new Map<string, { condition: StepCondition; runs: ConditionedRun[] }>();
      for (const run of runs) {
        if (verdicts.has(run.id)) continue;
        const condition = storedCondition(run.step?.[kind === 'stop' ? 'stop_if' : 'skip_if']);
        if (!condition) continue;
        const key = JSON.stringify(condition);
        const group = groups.get(key) ?? { condition, runs: [] };
        group.runs.push(run);
        groups.set(key, group);
      }
      for (const { condition, runs: group } of groups.values()) {
        const holding = await this.repo.holdingFor([...new Set(group.map((run) => run.contact_id))], condition, today);
        const text = describeCondition(condition);
        for (const run of group) if (holding.has(run.contact_id)) verdicts.set(run.id, { kind, text });
      }
    }
    return verdicts;
  }
}
