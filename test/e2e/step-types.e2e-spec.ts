import { DataSource } from 'typeorm';
import { ApiTokenService } from 'src/modules/auth/api-token.service';
import { startTestApp, type TestApp } from '../utils/test-app';
import { insertTemplate } from './support/factories';

/**
 * Step types through the API: a step's `type` must be a registered one (the runs module's step handlers, asked by
 * the sequences module through its STEP_TYPES port), and each step's settings are checked by its own type.
 */
describe('Sequence steps by type', () => {
  let t: TestApp;
  let auth: Record<string, string> = {};

  const call = async (method: string, path: string, body?: unknown): Promise<{ status: number; body: { success: boolean; error_code?: string; details?: string[]; steps?: { type: string; template_id: string | null }[]; sequence?: { id: string } } }> => {
    const response = await fetch(`${t.url}${path}`, { method, headers: { 'content-type': 'application/json', ...auth }, body: body === undefined ? undefined : JSON.stringify(body) });
    return { status: response.status, body: await response.json() };
  };

  beforeAll(async () => {
    t = await startTestApp({ APP_ROLES: 'api' });
    const token = await t.app.get(ApiTokenService).create({ email: 'steps.types@movingco.example', days: 1 });
    auth = { authorization: `Bearer ${token.token}` };
  });
  afterAll(() => t.close());

  it('should save email steps (the default type), refuse an unknown type by name, and keep the stored steps', async () => {
    const { id: templateId } = await insertTemplate(t.app.get(DataSource), { name: 'Types', subject: 'Hello' });
    const created = await call('POST', '/api/sequences', { name: 'Step types' });
    const id = created.body.sequence?.id as string;
    const saved = await call('PUT', `/api/sequences/${id}/steps/v3`, { steps: [{ template_id: templateId }, { type: 'email', template_id: templateId, delay_seconds: 3600 }] });
    expect(saved.status).toBe(200);
    expect(saved.body.steps?.map((step) => step.type)).toEqual(['email', 'email']);

    const refused = await call('PUT', `/api/sequences/${id}/steps/v3`, { steps: [{ template_id: templateId }, { type: 'fax', template_id: templateId }, { type: 'email', template: '00000000-0000-4000-8000-000000000000' }] });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ success: false, error_code: 'VALIDATION_FAILED' });
    expect(refused.body.details).toEqual(['Step 2: type must be one of: email, call', 'Step 3: template 00000000-0000-4000-8000-000000000000 does not exist']);
    expect((await call('PUT', `/api/sequences/${id}/steps/v3`, { steps: [{ type: 'a-very-long-type-name' }] })).status).toBe(400);

    const kept = await call('GET', `/api/sequences/${id}/steps/v3`);
    expect(kept.body.steps?.map((step) => step.template_id)).toEqual([templateId, templateId]);
  });
});
