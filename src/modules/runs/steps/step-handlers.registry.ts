import { Inject, Injectable } from '@nestjs/common';
import type { StepConfig, StepSaveContext, StepTypes } from 'src/modules/sequences/step-types.types';
import { STEP_HANDLERS, type StepBlock, type StepHandler, type StepRow } from './step-handler.types';

/**
 * The step types by name: the sequences module's STEP_TYPES port (save and activation checks, each step by its own
 * type's handler) and the engine's lookup at send time.
 */
@Injectable()
export class StepHandlers implements StepTypes {
  private readonly byType: ReadonlyMap<string, StepHandler>;

  constructor(@Inject(STEP_HANDLERS) handlers: readonly StepHandler[]) {
    this.byType = new Map(handlers.map((handler) => [handler.type, handler]));
  }

  names(): readonly string[] {
    return [...this.byType.keys()];
  }

  /** The handler of a stored type; null for a type no handler knows (a row written by a newer or older version). */
  get(type: string): StepHandler | null {
    return this.byType.get(type) ?? null;
  }

  async configProblems(steps: readonly StepConfig[], context: StepSaveContext): Promise<string[]> {
    const problems: { stepOrder: number; text: string }[] = [];
    for (const step of steps) {
      if (!this.byType.has(step.type)) problems.push({ stepOrder: step.stepOrder, text: `Step ${step.stepOrder}: type must be one of: ${this.names().join(', ')}` });
    }
    for (const [type, handler] of this.byType) {
      const own = steps.filter((step) => step.type === type);
      if (own.length === 0) continue;
      for (const text of await handler.configProblems(own, context)) problems.push({ stepOrder: stepOrderOf(text), text });
    }
    // In step order (a stable sort keeps each step's own problems in the order its handler gave them).
    return problems.sort((a, b) => a.stepOrder - b.stepOrder).map((problem) => problem.text);
  }

  async readinessProblem(steps: readonly StepConfig[]): Promise<string | null> {
    const ordered = [...steps].sort((a, b) => a.stepOrder - b.stepOrder);
    const unknown = ordered.find((step) => !this.byType.has(step.type));
    if (unknown) return `Step ${unknown.stepOrder} has the unknown type "${unknown.type}"`;
    // Types in the order their first step comes, so the earliest unrunnable step is named first.
    for (const type of new Set(ordered.map((step) => step.type))) {
      const problem = await (this.byType.get(type) as StepHandler).readinessProblem(ordered.filter((step) => step.type === type));
      if (problem) return problem;
    }
    return null;
  }

  /** Why the stored step cannot run (its handler's answer; an unknown type cannot run at all), or null. */
  blocker(step: StepRow, stepOrder: number): StepBlock | null {
    const handler = this.get(step.type);
    if (handler) return handler.blocker(step, stepOrder);
    return {
      reason: 'step_unknown_type',
      detail: `Step ${stepOrder} has the unknown type "${step.type}"`,
      explain: { code: 'unknown_step_type', text: `Step ${stepOrder} has the unknown type "${step.type}"; the run fails at its next attempt` },
    };
  }
}

/** The n of a "Step n: …" problem (problems without one sort first). */
const stepOrderOf = (text: string): number => Number(/^Step (\d+)/.exec(text)?.[1] ?? 0);
