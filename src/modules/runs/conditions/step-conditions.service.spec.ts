import { strictMock } from '../../../../test/utils/strict-mock';
import type { StepConditionsRepository } from './step-conditions.repository';
import { StepConditionsService, type ConditionedRun } from './step-conditions.service';

const noPhone = { filters: [{ field: 'has_phone', op: 'eq', value: false }] };
const booked = { filters: [{ field: 'status', op: 'eq', value: 'booked' }] };
const run = (id: string, contact: string, step: Record<string, unknown>): ConditionedRun => ({ id, contact_id: contact, current_step: 1, step: { type: 'email', ...step } });

describe(StepConditionsService.name, () => {
  it('asks once per distinct condition, stop before skip, and answers only the runs a condition holds for', async () => {
    const holding: Record<string, string[]> = { [JSON.stringify(noPhone)]: ['c1', 'c2'], [JSON.stringify(booked)]: ['c2'] };
    const repo = strictMock<StepConditionsRepository>('StepConditionsRepository', {
      holdingFor: async (ids, condition) => new Set((holding[JSON.stringify(condition)] ?? []).filter((id) => ids.includes(id))),
    });
    const runs = [
      run('r1', 'c1', { skip_if: noPhone }),
      run('r2', 'c2', { skip_if: noPhone, stop_if: booked }),
      run('r3', 'c3', { skip_if: noPhone }),
      run('r4', 'c4', {}),
      // A stored condition that no longer parses never holds, and costs no statement.
      run('r5', 'c1', { skip_if: { filters: [{ field: 'gone', op: 'eq', value: 1 }] } }),
    ];
    const verdicts = await new StepConditionsService(repo).verdicts(runs, '2026-11-24');
    expect(verdicts).toEqual(new Map([
      ['r2', { kind: 'stop', text: 'status is booked' }],
      ['r1', { kind: 'skip', text: 'no phone number' }],
    ]));
    // r2 is already stopped: the skip condition is read for r1 and r3 only.
    expect(repo.calls.holdingFor).toEqual([[['c2'], booked, '2026-11-24'], [['c1', 'c3'], noPhone, '2026-11-24']]);
  });
});
