import { strictMock } from '../../../../../test/utils/strict-mock';
import type { AppConfigService } from 'src/config/app-config.service';
import type { SequenceSender } from 'src/modules/delivery/sequence-send/sequence-send.types';
import type { StepConfig } from 'src/modules/sequences/step-types.types';
import type { TemplatesService } from 'src/modules/templates/templates.service';
import { EmailStepHandler } from './email-step.handler';

const step = (stepOrder: number, over: Partial<StepConfig> = {}): StepConfig =>
  ({ stepOrder, type: 'email', templateId: null, subjectOverride: null, fromOverride: null, ...over });
const config = { sequenceSend: { mailboxes: ['sales@movingco.example'], companyFrom: 'Movers <no-reply@movingco.example>' } } as unknown as AppConfigService;
const templates = (existing: Record<string, { deleted: boolean }>, problem: string | null = null): TemplatesService =>
  strictMock<TemplatesService>('TemplatesService', {
    existence: async (ids) => new Map(ids.filter((id) => id in existing).map((id) => [id, existing[id]])),
    stepsProblem: async () => problem,
  });

describe('EmailStepHandler', () => {
  it('refuses a missing template, a deleted one the step did not use before, and a sender that is not ours', async () => {
    const handler = new EmailStepHandler(templates({ live: { deleted: false }, old: { deleted: true }, kept: { deleted: true } }), config);
    const problems = await handler.configProblems([
      step(1, { templateId: 'live', fromOverride: 'Sales <SALES@movingco.example>' }),
      step(2, { templateId: 'nope' }),
      step(3, { templateId: 'old' }),
      step(4, { templateId: 'kept', fromOverride: 'Evil <attacker@evil.example>' }),
    ], { keptTemplateIds: new Set(['kept']), stepCount: 3 });
    expect(problems).toEqual([
      'Step 2: template nope does not exist',
      'Step 3: template old is deleted',
      'Step 4: from_override must be one of the sending mailboxes: sales@movingco.example, no-reply@movingco.example',
    ]);
  });

  it("answers the templates' own readiness problem before runs may start", async () => {
    const handler = new EmailStepHandler(templates({}, 'Step 1 uses the template "Hello", which cannot be sent: unknown variable {{bogus}}'), config);
    await expect(handler.readinessProblem([step(1, { templateId: 't' })])).resolves.toMatch(/cannot be sent/);
  });

  it('blocks a stored step without a template at send time', () => {
    const handler = new EmailStepHandler(templates({}), config);
    expect(handler.blocker({ type: 'email', template_id: 't-1' }, 1)).toBeNull();
    expect(handler.blocker({ type: 'email', template_id: null }, 2)).toMatchObject({ reason: 'step_without_template', detail: 'Step 2 has no template' });
  });

  it('sends through the delivery side, and refuses to pretend when this process has none', async () => {
    const sender = strictMock<SequenceSender>('SequenceSender', { send: async () => ({ kind: 'sent', deliveryId: 'd-1', sentAt: new Date(0) }) });
    await expect(new EmailStepHandler(templates({}), config, sender).execute({ enrollmentId: 'r-1', stepOrder: 2 })).resolves.toMatchObject({ kind: 'sent', deliveryId: 'd-1' });
    expect((sender as unknown as { calls: Record<string, unknown[][]> }).calls.send).toEqual([[{ enrollmentId: 'r-1', stepOrder: 2 }]]);
    expect(() => new EmailStepHandler(templates({}), config).execute({ enrollmentId: 'r-1', stepOrder: 2 })).toThrow(/no sequence sender/);
  });
});
