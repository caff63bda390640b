import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { buildOpenApiDocument, serializeOpenApiDocument } from 'src/app.openapi';
import { ApiTokenService } from 'src/modules/auth/api-token.service';
import { startTestApp, type TestApp } from '../utils/test-app';

const COMMITTED = join(__dirname, '..', '..', 'openapi.json');

describe('API contract (OpenAPI): /api/docs and the committed openapi.json', () => {
  let t: TestApp;
  let bearer: Record<string, string>;

  beforeAll(async () => {
    t = await startTestApp({ APP_ROLES: 'api' });
    bearer = { authorization: `Bearer ${(await t.app.get(ApiTokenService).create({ email: 'docs.bot@movingco.example', days: 1 })).token}` };
  });
  afterAll(() => t.close());

  it('should match the committed openapi.json (run `npm run openapi` after changing a route or DTO)', () => {
    const generated = serializeOpenApiDocument(buildOpenApiDocument(t.app));
    const committed = readFileSync(COMMITTED, 'utf8');
    if (generated !== committed) {
      throw new Error('openapi.json is stale: run `npm run openapi` and commit the result');
    }
  });

  it('should document at least one response for every operation', () => {
    const document = buildOpenApiDocument(t.app);
    expect(document.info.title).toBe('Lead Automation API');
    expect(Object.keys(document.components?.securitySchemes ?? {}).sort()).toEqual(['api-token', 'session']);
    const undocumented = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.entries(item as Record<string, { responses?: Record<string, unknown> }>)
        .filter(([, operation]) => Object.keys(operation.responses ?? {}).length === 0)
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(undocumented).toEqual([]);
    expect(Object.keys(document.paths).length).toBeGreaterThan(20);
  });

  it('should answer /api/docs-json and /api/docs 401 in the error envelope when signed out', async () => {
    for (const path of ['/api/docs-json', '/api/docs', '/api/docs/swagger-ui-init.js']) {
      const response = await fetch(`${t.url}${path}`, { headers: { accept: 'application/json' } });
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        success: false,
        error: 'Authentication required. Please sign in.',
        message: 'Authentication required. Please sign in.',
        error_code: 'AUTH_REQUIRED',
      });
    }
  });

  it('should serve the document and the UI (with assets our CSP allows) to an API token', async () => {
    const json = await fetch(`${t.url}/api/docs-json`, { headers: bearer });
    expect(json.status).toBe(200);
    const served = (await json.json()) as { info: { title: string }; paths: Record<string, unknown> };
    expect(served.info.title).toBe('Lead Automation API');
    expect(served.paths).toHaveProperty(['/api/opportunities/{id}']);

    const page = await fetch(`${t.url}/api/docs`, { headers: bearer });
    expect(page.status).toBe(200);
    const html = await page.text();
    // Same-origin scripts only: the CSP's script-src 'self' lets the page run.
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    const scripts = [...html.matchAll(/<script src="([^"]+)"/g)].map((match) => match[1]);
    expect(scripts.length).toBeGreaterThan(0);
    expect(html).not.toMatch(/<script>(?!\s*<\/script>)/);
    for (const script of scripts) {
      expect(script).not.toMatch(/^https?:/);
      const asset = await fetch(new URL(script, `${t.url}/api/docs/`), { headers: bearer });
      expect(asset.status).toBe(200);
      expect(asset.headers.get('content-type')).toContain('javascript');
    }
    // "Try it out" as a session: the init script (our options, functions serialized) is valid JS and adds the CSRF token.
    const init = await (await fetch(`${t.url}/api/docs/swagger-ui-init.js`, { headers: bearer })).text();
    expect(() => new Function(init)).not.toThrow();
    expect(init).toContain('/auth/status');
    expect(init).toContain('X-CSRF-Token');
  });
});
