import { Injectable } from '@nestjs/common';
import type { HolidayList, SendWindow } from 'src/modules/sequences/schedule/send-window.policy';
import type { StepConfig } from 'src/modules/sequences/step-types.types';
import { afterSend, type AfterSend, type NextStep } from 'src/modules/runs/advancer/run-decision.policy';
import type { StepBlock, StepDone, StepHandler, StepOutcome, StepRequest } from '../step-handler.types';
import { CallStepRepository, type CallStepContext, type CallTaskState } from './call-step.repository';
import { callDueAt, callTaskTitle, dueWords, outcomeWords, parseCallConfig, storedCallConfig, type CallRoute } from './call-step.policy';

/**
 * The call-task step: the first time a run reaches it, a task "Call Dana Whitfield — step 3 of New lead follow-up" is
 * opened for the opportunity's assignee, due by the close of the send window, and the run waits (held `call_task`)
 * until the task expires. A call outcome recorded for the contact closes the task and makes the run due at once
 * (RunCallTasksService); the run then comes back here and the outcome's route picks where it goes. An expired task
 * takes the no_answer route. Sends no email: no cap, no delivery.
 */
@Injectable()
export class CallStepHandler implements StepHandler {
  readonly type = 'call';
  readonly sendsEmail = false;

  constructor(private readonly repo: CallStepRepository) {}

  async configProblems(steps: readonly StepConfig[], context: { stepCount: number }): Promise<string[]> {
    return steps.flatMap((step) => [
      ...(step.templateId || step.subjectOverride || step.fromOverride ? [`Step ${step.stepOrder}: a call step has no template, subject or sender`] : []),
      ...parseCallConfig(step.config, step.stepOrder, context.stepCount).problems,
    ]);
  }

  async readinessProblem(): Promise<string | null> {
    return null;
  }

  blocker(): StepBlock | null {
    return null;
  }

  async execute(request: StepRequest): Promise<StepOutcome> {
    const context = await this.repo.context(request.enrollmentId, request.stepOrder);
    if (!context) return { kind: 'failed', deliveryId: null, reason: 'step_missing_run' };
    const now = new Date();
    const zone = request.window?.timezone ?? 'UTC';
    const task = context.task ?? (await this.open(request, context, now));
    if (task.status === 'open' && task.expires_at > now) {
      return { kind: 'waiting', until: task.expires_at, detail: `Waiting for a call outcome from ${task.assignee ?? 'the assigned agent'}, due ${dueWords(task.due_at, now, zone)}` };
    }
    if (task.status === 'open') await this.repo.expire(task.id);
    const outcome = task.status === 'done' && task.outcome ? task.outcome : 'no_answer';
    const config = storedCallConfig(context.config, request.stepOrder);
    const route = config.routes[outcome as keyof typeof config.routes] ?? 'next';
    const title = task.status === 'done' ? `Call outcome: ${outcomeWords(outcome)} (step ${request.stepOrder})` : `Call task expired without an outcome (step ${request.stepOrder})`;
    return this.routed(now, title, `${context.sequence_name}: ${routeWords(route)}`, route, context);
  }

  after(next: NextStep | null, doneAt: Date, window: SendWindow, moveDate: string | null, holidays: HolidayList): AfterSend {
    return afterSend(next, doneAt, window, moveDate, holidays);
  }

  private async open(request: StepRequest, context: CallStepContext, now: Date): Promise<CallTaskState> {
    const config = storedCallConfig(context.config, request.stepOrder);
    const dueAt = callDueAt(now, request.window ?? { end_hour: 18, timezone: 'UTC' });
    return this.repo.openTask({
      enrollmentId: request.enrollmentId, stepOrder: request.stepOrder, context,
      title: callTaskTitle(context.who, request.stepOrder, context.sequence_name),
      dueAt, expiresAt: new Date(dueAt.getTime() + config.expire_hours * 3600_000),
    });
  }

  private async routed(at: Date, title: string, detail: string, route: CallRoute, context: CallStepContext): Promise<StepDone> {
    const done: StepDone = { kind: 'done', at, title, detail };
    if (route === 'end') return { ...done, route: { to: 'end', reason: 'call_outcome' } };
    if (route === 'goal') return { ...done, route: { to: 'end', reason: 'goal_reached' } };
    if (route === 'next') return done;
    const next = await this.repo.step(context.sequence_id, route);
    // A target removed since the step was saved: the run goes on to the following step.
    return next ? { ...done, route: { to: 'step', next } } : done;
  }
}

/** Where a route takes the run, for its timeline line. */
const routeWords = (route: CallRoute): string =>
  route === 'next' ? 'on to the next step' : route === 'end' ? 'the run ends' : route === 'goal' ? 'goal reached' : `on to step ${route}`;

