import { strictMock } from '../../../../test/utils/strict-mock';
import type { StepConfig } from 'src/modules/sequences/step-types.types';
import { afterSend } from '../advancer/run-decision.policy';
import type { StepHandler } from './step-handler.types';
import { StepHandlers } from './step-handlers.registry';

const step = (stepOrder: number, type: string, over: Partial<StepConfig> = {}): StepConfig =>
  ({ stepOrder, type, templateId: null, subjectOverride: null, fromOverride: null, ...over });

/** A second step type, as a new folder would add one: it needs no change anywhere else to be checked and dispatched. */
const noteHandler = (): StepHandler & { calls: Record<string, unknown[][]> } => strictMock<StepHandler>('NoteStepHandler', {
  type: 'note',
  sendsEmail: false,
  configProblems: async (steps) => steps.map((s) => `Step ${s.stepOrder}: a note needs a text`),
  readinessProblem: async (steps) => `Step ${steps[0].stepOrder} is a note without a text`,
  blocker: (row, order) => (row.text ? null : { reason: 'step_without_text', detail: `Step ${order} has no text`, explain: { code: 'no_text', text: 'no text' } }),
  execute: async () => ({ kind: 'sent', deliveryId: 'none', sentAt: new Date(0) }),
  after: afterSend,
});

const emailHandler = (): StepHandler & { calls: Record<string, unknown[][]> } => strictMock<StepHandler>('EmailStepHandler', {
  type: 'email',
  sendsEmail: true,
  configProblems: async (steps) => steps.filter((s) => s.templateId === 'gone').map((s) => `Step ${s.stepOrder}: template gone does not exist`),
  readinessProblem: async () => null,
  blocker: () => null,
});

describe('StepHandlers (the step type registry)', () => {
  it('names the registered types in registration order and finds each handler by its type', () => {
    const note = noteHandler();
    const registry = new StepHandlers([emailHandler(), note]);
    expect(registry.names()).toEqual(['email', 'note']);
    expect(registry.get('note')).toBe(note);
    expect(registry.get('sms')).toBeNull();
  });

  it('checks each step with its own type\'s handler and lists the problems in step order', async () => {
    const email = emailHandler();
    const note = noteHandler();
    const registry = new StepHandlers([email, note]);
    const steps = [step(1, 'note'), step(2, 'email', { templateId: 'gone' }), step(3, 'note'), step(4, 'sms')];
    await expect(registry.configProblems(steps, { keptTemplateIds: new Set(), stepCount: 4 })).resolves.toEqual([
      'Step 1: a note needs a text',
      'Step 2: template gone does not exist',
      'Step 3: a note needs a text',
      'Step 4: type must be one of: email, note',
    ]);
    expect(email.calls.configProblems[0][0]).toEqual([steps[1]]);
    expect(note.calls.configProblems[0][0]).toEqual([steps[0], steps[2]]);
  });

  it('answers the earliest step that cannot run, asking the types in the order their first step comes', async () => {
    const registry = new StepHandlers([emailHandler(), noteHandler()]);
    await expect(registry.readinessProblem([step(2, 'email'), step(1, 'note')])).resolves.toBe('Step 1 is a note without a text');
    await expect(registry.readinessProblem([step(1, 'email')])).resolves.toBeNull();
    await expect(registry.readinessProblem([step(1, 'email'), step(2, 'fax')])).resolves.toBe('Step 2 has the unknown type "fax"');
  });

  it("blocks a stored step by its handler's answer, and a step of an unknown type always", () => {
    const registry = new StepHandlers([emailHandler(), noteHandler()]);
    expect(registry.blocker({ type: 'note', text: 'Call back' }, 2)).toBeNull();
    expect(registry.blocker({ type: 'note' }, 2)).toMatchObject({ reason: 'step_without_text', detail: 'Step 2 has no text' });
    expect(registry.blocker({ type: 'fax' }, 3)).toEqual({
      reason: 'step_unknown_type',
      detail: 'Step 3 has the unknown type "fax"',
      explain: { code: 'unknown_step_type', text: 'Step 3 has the unknown type "fax"; the run fails at its next attempt' },
    });
  });
});
