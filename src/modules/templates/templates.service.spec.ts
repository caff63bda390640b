import 'reflect-metadata';
import { strictMock } from '../../../test/utils/strict-mock';
import type { EmailTemplateEntity } from './email-template.entity';
import type { TemplatesRepository } from './templates.repository';
import { escapeLike } from './templates.repository';
import { checkMergeSyntax, templateChanges, templateProblems, TemplatesService } from './templates.service';

const ID = '6f1c2f0e-8b1a-4c55-9a43-2f0d5b7c9e11';
const OWNER = '0b9d7a4e-31c2-4f6a-8e15-7d2c9b4a6f30';

const makeTemplate = (overrides: Partial<EmailTemplateEntity> = {}): EmailTemplateEntity =>
  Object.assign(
    {
      id: ID,
      name: 'Quote',
      subject: 'Hi {{firstName}}',
      html: '<p>{{firstName}}</p>',
      text: '',
      tags: [],
      variables: ['firstName'],
      folderId: null,
      ownerUserId: OWNER,
      createdAt: new Date('2026-11-20T10:00:00Z'),
      updatedAt: new Date('2026-11-20T10:00:00Z'),
      deletedAt: null,
    },
    overrides,
  );

describe('template save rules', () => {
  it('resolves the aliases (html over html_content, folder_id over folderId), sanitises html and keeps the subject on one line', () => {
    expect(
      templateChanges({
        subject: ' Hello\r\n  {{firstName}} ',
        html_content: '<p onclick="x()">{{firstName}}<script>1</script></p>',
        text_content: 'Hi {{firstName}}',
        tags: ['a', '', 'b', 'a'],
        folderId: ID,
      }),
    ).toEqual({ subject: 'Hello {{firstName}}', html: '<p>{{firstName}}</p>', text: 'Hi {{firstName}}', tags: ['a', 'b'], folderId: ID });
    expect(templateChanges({ html: '<b>a</b>', html_content: '<i>b</i>', text: 'a', text_content: 'b', folder_id: null, folderId: ID })).toEqual({
      html: '<b>a</b>',
      text: 'a',
      folderId: null,
    });
    expect(templateChanges({})).toEqual({});
  });

  it('keeps the catalogue variables a template uses, and refuses unknown ones and tags that do not parse, listing every problem', () => {
    expect(checkMergeSyntax({ subject: '{{firstName}}, {{currentDate}}', html: '<p>{{email}}</p>', text: '{{fallback firstName "you"}}' })).toEqual([
      'firstName',
      'currentDate',
      'email',
    ]);
    expect(templateProblems({ subject: 'Hi {{bogusTag}}', html: '<p>{{contact.email}} {{helperMissing}}</p>', text: '{{moveDate}}' })).toEqual([
      'Unresolved tokens in subject: bogusTag',
      'Unresolved tokens in body: contact.email, helperMissing',
    ]);
    expect(() => checkMergeSyntax({ subject: 'Hi {{bogusTag}}', html: '', text: '' })).toThrow(
      expect.objectContaining({ code: 'VALIDATION_FAILED', message: 'Unresolved tokens in subject: bogusTag' }),
    );
    let refused: unknown;
    try {
      checkMergeSyntax({ subject: 'Hi {{firstName', html: '{{}}', text: '' });
    } catch (error) {
      refused = error;
    }
    expect(refused).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringMatching(/^Unresolved tokens in subject: /) });
    expect((refused as { problems: string[] }).problems).toEqual([expect.stringMatching(/^Unresolved tokens in subject: /), expect.stringMatching(/^Unresolved tokens in body: /)]);
  });

  it('escapes LIKE wildcards and the escape character', () => {
    expect(escapeLike('50%_off\\')).toBe('50\\%\\_off\\\\');
  });
});

describe('TemplatesService', () => {
  it('answers TEMPLATE_NOT_FOUND for a malformed id without asking the database', async () => {
    const service = new TemplatesService(strictMock<TemplatesRepository>('TemplatesRepository'));
    await expect(service.getLive('not-a-uuid')).rejects.toMatchObject({ code: 'TEMPLATE_NOT_FOUND', message: 'Template not found' });
    await expect(service.getForEditing('1')).rejects.toMatchObject({ code: 'TEMPLATE_NOT_FOUND', message: 'Template not found or deleted' });
    await expect(service.delete("1' OR 1=1")).rejects.toMatchObject({ code: 'TEMPLATE_NOT_FOUND' });
  });

  it('tells deleted templates apart for sequences, and 404s an unknown one', async () => {
    const deleted = makeTemplate({ deletedAt: new Date() });
    const repo = strictMock<TemplatesRepository>('TemplatesRepository', { findIncludingDeleted: async (id: string) => (id === ID ? deleted : null), findLive: async () => null });
    const service = new TemplatesService(repo);
    await expect(service.getIncludingDeleted(ID)).resolves.toMatchObject({ id: ID, deleted: true });
    await expect(service.getLive(ID)).rejects.toMatchObject({ code: 'TEMPLATE_NOT_FOUND' });
    await expect(service.getIncludingDeleted('00000000-0000-4000-8000-000000000000')).rejects.toMatchObject({ code: 'TEMPLATE_NOT_FOUND' });
  });

  it('creates with the given owner and the variables it uses', async () => {
    const repo = strictMock<TemplatesRepository>('TemplatesRepository', { insert: async (values) => makeTemplate({ ...values }) });
    const service = new TemplatesService(repo);
    await service.create({ name: 'New', subject: ' {{moveDate}} ', html: '<p>{{firstName}}</p>' }, OWNER);
    expect(repo.calls.insert[0][0]).toEqual({
      name: 'New',
      subject: '{{moveDate}}',
      html: '<p>{{firstName}}</p>',
      text: '',
      tags: [],
      folderId: null,
      variables: ['moveDate', 'firstName'],
      ownerUserId: OWNER,
    });
  });

  it('updates only what is sent, recomputing variables from the stored parts', async () => {
    const repo = strictMock<TemplatesRepository>('TemplatesRepository', { findLive: async () => makeTemplate(), update: async (template, changes) => ({ ...template, ...changes }) });
    const updated = await new TemplatesService(repo).update(ID, { text: '{{lastName}}' });
    expect(repo.calls.update[0][1]).toEqual({ text: '{{lastName}}', variables: ['firstName', 'lastName'] });
    expect(updated.ownerUserId).toBe(OWNER);
  });

  it('pages: default limits 50 (plain) and 20 (paged), pages counted from the total', async () => {
    const repo = strictMock<TemplatesRepository>('TemplatesRepository', { search: async () => ({ items: [], total: 41 }) });
    const service = new TemplatesService(repo);
    expect(await service.list({})).toEqual({ items: [], includeBody: false });
    expect(repo.calls.search[0][0]).toEqual({ term: undefined, limit: 50, offset: 0, includeBody: false });
    expect(await service.list({ page: 3, search: 'quote', includeBody: true })).toEqual({ items: [], includeBody: true, pagination: { page: 3, total: 41, pages: 3 } });
    expect(repo.calls.search[1][0]).toEqual({ term: 'quote', limit: 20, offset: 40, includeBody: true });
  });

  it('creates only the missing demo templates', async () => {
    const repo = strictMock<TemplatesRepository>('TemplatesRepository', {
      existingNames: async () => new Set(['A']),
      insert: async (values) => makeTemplate({ ...values }),
    });
    expect(await new TemplatesService(repo).createMissing([{ name: 'A' }, { name: 'B', html: '<p>{{firstName}}</p>' }])).toBe(1);
    expect(repo.calls.insert).toHaveLength(1);
    expect(repo.calls.insert[0][0]).toMatchObject({ name: 'B', ownerUserId: null });
  });

  it('reads a template version once, and afresh when the version the caller saw is not the stored one', async () => {
    let stored = makeTemplate();
    const repo = strictMock<TemplatesRepository>('TemplatesRepository', { findLive: async () => stored });
    const service = new TemplatesService(repo);
    const v1 = '2026-11-20T10:00:00.000+00:00';
    expect(await service.getLiveAt(ID, v1)).toBe(stored);
    expect(await service.getLiveAt(ID, v1)).toBe(stored);
    expect(repo.calls.findLive).toHaveLength(1);

    stored = makeTemplate({ html: '<p>edited</p>', updatedAt: new Date('2026-11-20T10:05:00Z') });
    const v2 = '2026-11-20T10:05:00.000+00:00';
    expect((await service.getLiveAt(ID, v2)).html).toBe('<p>edited</p>');
    expect((await service.getLiveAt(ID, v2)).html).toBe('<p>edited</p>');
    expect(repo.calls.findLive).toHaveLength(2);

    // A caller that read an older version than the stored one gets the stored template, which is not kept under the old key.
    expect((await service.getLiveAt(ID, '2026-11-20T09:00:00.000+00:00')).html).toBe('<p>edited</p>');
    expect((await service.getLiveAt(ID, '2026-11-20T09:00:00.000+00:00')).html).toBe('<p>edited</p>');
    expect(repo.calls.findLive).toHaveLength(4);
  });

  it('says which step cannot be sent: its template (deleted ones still send) or its subject override naming an unknown variable', async () => {
    const OTHER = '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
    const good = makeTemplate({ id: ID, name: 'Welcome', subject: 'Hi {{firstName}}', html: '<p>{{moveDate}}</p>', text: '' });
    const bad = makeTemplate({ id: OTHER, name: 'Old follow-up', subject: 'Still moving?', html: '<p>{{bogusTag}}</p>', text: '' });
    const repo = strictMock<TemplatesRepository>('TemplatesRepository', { findManyIncludingDeleted: async (ids: string[]) => [good, bad].filter((t) => ids.includes(t.id)) });
    const service = new TemplatesService(repo);
    const step = (stepOrder: number, templateId: string | null, subjectOverride: string | null = null) => ({ stepOrder, templateId, subjectOverride });
    expect(await service.stepsProblem([step(1, ID), step(2, null)])).toBeNull();
    expect(await service.stepsProblem([step(2, OTHER), step(1, ID)])).toBe(
      'Step 2 uses the template "Old follow-up", which cannot be sent: Unresolved tokens in body: bogusTag',
    );
    expect(await service.stepsProblem([step(1, ID, 'About {{nope}}')])).toBe("Step 1's subject cannot be sent: Unresolved tokens in subject: nope");
    expect(repo.calls.findManyIncludingDeleted[1][0]).toEqual([OTHER, ID]);
  });
});
