import { Injectable } from '@nestjs/common';
import type { EmailTemplateEntity } from './email-template.entity';
import { templateNotFound } from './templates.errors';
import { TemplatesRepository } from './templates.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** True for a well-formed uuid; other ids cannot name a template (and never reach the database). */
export const isTemplateId = (id: string): boolean => UUID.test(id);

/** A template as sequences see it: also when it was deleted after they started using it. */
export type TemplateRecord = EmailTemplateEntity & { deleted: boolean };

/** The templates module's door: email templates with sanitised HTML and their merge variables. */
@Injectable()
export class TemplatesService {
  constructor(private readonly templates: TemplatesRepository) {}

  /** A template that is not deleted; TEMPLATE_NOT_FOUND (404 'Template not found') otherwise. */
  async getLive(id: string): Promise<EmailTemplateEntity> {
    const template = isTemplateId(id) ? await this.templates.findLive(id) : null;
    if (!template) throw templateNotFound();
    return template;
  }

  /** A template even after it was deleted (`deleted: true`), for the sequences that still send it. */
  async getIncludingDeleted(id: string): Promise<TemplateRecord> {
    const template = isTemplateId(id) ? await this.templates.findIncludingDeleted(id) : null;
    if (!template) throw templateNotFound();
    return Object.assign(template, { deleted: template.deletedAt !== null });
  }
}
