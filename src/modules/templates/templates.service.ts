import { Injectable } from '@nestjs/common';
import type { EmailTemplateEntity } from './email-template.entity';
import { knownFrom } from './merge/merge-tags.engine';
import { checkTemplate, listTemplateVariables } from './merge/template-checks.policy';
import { sanitizeEmailHtml } from './sanitize/email-html.sanitizer';
import { isUuid, TEMPLATE_LIMITS } from './templates.constants';
import { templateNotFound, TemplatesError, TemplatesErrorCode } from './templates.errors';
import { type TemplateWrite, TemplatesRepository } from './templates.repository';
import { MERGE_VARIABLE_KEYS } from './variables/merge-variables.constants';

const isCatalogueVariable = knownFrom(MERGE_VARIABLE_KEYS);

/** A template as sequences see it: also when it was deleted after they started using it. */
export type TemplateRecord = EmailTemplateEntity & { deleted: boolean };

/** What a create or update carries, already validated field by field (aliases still separate). */
export interface TemplateInput {
  name?: string;
  subject?: string;
  html?: string;
  html_content?: string;
  text?: string;
  text_content?: string;
  tags?: string[];
  folder_id?: string | null;
  folderId?: string | null;
}

export interface TemplateListQuery {
  limit?: number;
  page?: number;
  includeBody?: boolean;
  /** Search in name and subject. */
  search?: string;
}

export interface TemplatePage {
  items: EmailTemplateEntity[];
  includeBody: boolean;
  /** Present when a page was asked for. */
  pagination?: { page: number; total: number; pages: number };
}

const NOT_FOUND_OR_DELETED = 'Template not found or deleted';

/** Template versions kept by getLiveAt (oldest dropped first). */
const VERSIONS_KEPT = 500;

/** One line, trimmed (a subject is a header). */
const oneLine = (subject: string): string => subject.replace(/\s*[\r\n]+\s*/g, ' ').trim();

/** Tags as given, without blanks and repeats. */
const cleanTags = (tags: string[]): string[] => [...new Set(tags.filter((tag) => tag !== ''))];

/** The changed fields of a save: aliases resolved (html over html_content), html sanitised, subject on one line. */
export function templateChanges(input: TemplateInput): Partial<Omit<TemplateWrite, 'variables'>> {
  const changes: Partial<Omit<TemplateWrite, 'variables'>> = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.subject !== undefined) changes.subject = oneLine(input.subject);
  const html = input.html ?? input.html_content;
  if (html !== undefined) changes.html = sanitizeEmailHtml(html);
  const text = input.text ?? input.text_content;
  if (text !== undefined) changes.text = text;
  if (input.tags !== undefined) changes.tags = cleanTags(input.tags);
  const folderId = input.folder_id !== undefined ? input.folder_id : input.folderId;
  if (folderId !== undefined) changes.folderId = folderId;
  return changes;
}

/**
 * What makes a template invalid: tags that do not parse, helpers the merge does not offer, and variables outside the
 * catalogue ('Unresolved tokens in subject: …' / 'Unresolved tokens in body: …'); [] when it can be sent.
 */
export function templateProblems(parts: { subject: string; html: string; text?: string | null }): string[] {
  return checkTemplate(parts, isCatalogueVariable).errors;
}

/** The merge tags must resolve: returns the variables used; throws VALIDATION_FAILED listing every problem. */
export function checkMergeSyntax(parts: { subject: string; html: string; text: string }): string[] {
  const problems = templateProblems(parts);
  if (problems.length > 0) throw new TemplatesError(TemplatesErrorCode.ValidationFailed, problems[0], problems);
  return listTemplateVariables(parts);
}

/** The templates module's door: email templates with sanitised HTML and their merge variables. */
@Injectable()
export class TemplatesService {
  /** Live templates by `id@updated_at`: an edit changes updated_at, so a kept version is never stale. */
  private readonly versions = new Map<string, EmailTemplateEntity>();

  constructor(private readonly templates: TemplatesRepository) {}

  /**
   * The live template as of `version` (its updated_at as the caller read it, e.g. joined into its own query), read
   * once per process and version: a run of sends of one template costs one read, not one each. A version no longer
   * current reads the template afresh. Callers must not change the entity they are given.
   */
  async getLiveAt(id: string, version: string, message = 'Template not found'): Promise<EmailTemplateEntity> {
    const key = `${id}@${version}`;
    const kept = this.versions.get(key);
    if (kept) return kept;
    const template = await this.getLive(id, message);
    if (template.updatedAt.toISOString() === new Date(version).toISOString()) {
      if (this.versions.size >= VERSIONS_KEPT) this.versions.delete(this.versions.keys().next().value as string);
      this.versions.set(key, template);
    }
    return template;
  }

  /** A template that is not deleted; TEMPLATE_NOT_FOUND (404 'Template not found') otherwise. */
  async getLive(id: string, message = 'Template not found'): Promise<EmailTemplateEntity> {
    const template = isUuid(id) ? await this.templates.findLive(id) : null;
    if (!template) throw templateNotFound(message);
    return template;
  }

  /** A template even after it was deleted (`deleted: true`), for the sequences that still send it. */
  async getIncludingDeleted(id: string): Promise<TemplateRecord> {
    const template = isUuid(id) ? await this.templates.findIncludingDeleted(id) : null;
    if (!template) throw templateNotFound();
    return Object.assign(template, { deleted: template.deletedAt !== null });
  }

  /** GET /api/templates/{id}: 404 'Template not found or deleted'. */
  getForEditing(id: string): Promise<EmailTemplateEntity> {
    return this.getLive(id, NOT_FOUND_OR_DELETED);
  }

  /** Live templates, most recently updated first; with `page`, also the page count. */
  async list(query: TemplateListQuery): Promise<TemplatePage> {
    const paged = query.page !== undefined;
    const page = query.page ?? 1;
    const limit = Math.min(query.limit ?? (paged ? 20 : 50), TEMPLATE_LIMITS.listLimit);
    const includeBody = query.includeBody ?? false;
    const { items, total } = await this.templates.search({ term: query.search || undefined, limit, offset: (page - 1) * limit, includeBody });
    return paged ? { items, includeBody, pagination: { page, total, pages: Math.ceil(total / limit) } } : { items, includeBody };
  }

  /** A new template owned by `ownerUserId` (the signed-in user, whatever the body says; null for demo data). */
  async create(input: TemplateInput & { name: string }, ownerUserId: string | null): Promise<EmailTemplateEntity> {
    const changes = templateChanges(input);
    const fields = { name: input.name, subject: '', html: '', text: '', tags: [], folderId: null, ...changes };
    const variables = checkMergeSyntax(fields);
    return this.templates.insert({ ...fields, variables, ownerUserId });
  }

  /** Changes the given fields of a live template; its owner stays. */
  async update(id: string, input: TemplateInput): Promise<EmailTemplateEntity> {
    const template = await this.getLive(id, NOT_FOUND_OR_DELETED);
    const changes = templateChanges(input);
    const variables = checkMergeSyntax({ subject: changes.subject ?? template.subject, html: changes.html ?? template.html, text: changes.text ?? template.text });
    return this.templates.update(template, { ...changes, variables });
  }

  /** Creates the given templates whose names are not taken (deleted ones count); returns how many were created. */
  async createMissing(templates: readonly (TemplateInput & { name: string })[]): Promise<number> {
    const taken = await this.templates.existingNames(templates.map((template) => template.name));
    const missing = templates.filter((template) => !taken.has(template.name));
    for (const template of missing) await this.create(template, null);
    return missing.length;
  }

  /**
   * Why a sequence with these steps cannot send, in words ('Step 2 uses the template "Welcome", which cannot be sent:
   * Unresolved tokens in body: bogusTag'), or null when every step's template (deleted ones still send) and subject
   * override resolve. Templates saved before unknown variables were refused can still hold some: activating a
   * sequence or starting a rule asks this first, so no run meets it at send time.
   */
  async stepsProblem(steps: readonly { stepOrder: number; templateId: string | null; subjectOverride: string | null }[]): Promise<string | null> {
    const ids = [...new Set(steps.flatMap((step) => (step.templateId ? [step.templateId] : [])))];
    const templates = new Map((await this.templates.findManyIncludingDeleted(ids)).map((template) => [template.id, template]));
    for (const step of [...steps].sort((a, b) => a.stepOrder - b.stepOrder)) {
      const template = step.templateId ? templates.get(step.templateId) : undefined;
      const problem = template ? templateProblems(template)[0] : undefined;
      if (template && problem) return `Step ${step.stepOrder} uses the template "${template.name}", which cannot be sent: ${problem}`;
      const override = step.subjectOverride ? templateProblems({ subject: step.subjectOverride, html: '' })[0] : undefined;
      if (override) return `Step ${step.stepOrder}'s subject cannot be sent: ${override}`;
    }
    return null;
  }

  /** Of these template ids: which exist, and which of those are deleted. */
  async existence(ids: readonly string[]): Promise<Map<string, { deleted: boolean }>> {
    const found = await this.templates.findManyIncludingDeleted([...new Set(ids)]);
    return new Map(found.map((template) => [template.id, { deleted: template.deletedAt !== null }]));
  }

  /** How many templates exist, deleted ones included. */
  countIncludingDeleted(): Promise<number> {
    return this.templates.count();
  }

  /** Soft delete: lists no longer show it, getIncludingDeleted still finds it. 404 when there is no live one. */
  async delete(id: string): Promise<void> {
    if (!isUuid(id) || !(await this.templates.softDelete(id))) throw templateNotFound(NOT_FOUND_OR_DELETED);
  }
}
