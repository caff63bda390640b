import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { type DataSource, In, type Repository } from 'typeorm';
import { EmailTemplateEntity } from './email-template.entity';

/** The columns a list shows without bodies. */
const SUMMARY_COLUMNS = ['id', 'name', 'subject', 'tags', 'variables', 'folderId', 'ownerUserId', 'createdAt', 'updatedAt'] as const;

export interface TemplateSearch {
  /** Text to find in name or subject (case-insensitive, taken literally). */
  term?: string;
  limit: number;
  offset: number;
  includeBody: boolean;
}

/** The fields a save writes. */
export type TemplateWrite = Pick<EmailTemplateEntity, 'name' | 'subject' | 'html' | 'text' | 'tags' | 'variables' | 'folderId'>;

/** '50%_off\' → '50\%\_off\\' for ILIKE (backslash is PostgreSQL's default escape character). */
export const escapeLike = (term: string): string => term.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The only place that touches the email_templates table. Deleted templates are left out unless asked for. */
@Injectable()
export class TemplatesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private get repo(): Repository<EmailTemplateEntity> {
    return this.dataSource.getRepository(EmailTemplateEntity);
  }

  findLive(id: string): Promise<EmailTemplateEntity | null> {
    return this.repo.findOneBy({ id });
  }

  findIncludingDeleted(id: string): Promise<EmailTemplateEntity | null> {
    return this.repo.findOne({ where: { id }, withDeleted: true });
  }

  findManyIncludingDeleted(ids: string[]): Promise<EmailTemplateEntity[]> {
    return ids.length === 0 ? Promise.resolve([]) : this.repo.find({ where: { id: In(ids) }, withDeleted: true });
  }

  /** Live templates, most recently updated first, and how many match in all. */
  async search({ term, limit, offset, includeBody }: TemplateSearch): Promise<{ items: EmailTemplateEntity[]; total: number }> {
    const query = this.repo.createQueryBuilder('t');
    if (!includeBody) query.select(SUMMARY_COLUMNS.map((column) => `t.${column}`));
    if (term) query.where('(t.name ILIKE :pattern OR t.subject ILIKE :pattern)', { pattern: `%${escapeLike(term)}%` });
    const [items, total] = await query.orderBy('t.updated_at', 'DESC').addOrderBy('t.id', 'DESC').take(limit).skip(offset).getManyAndCount();
    return { items, total };
  }

  insert(values: TemplateWrite & { ownerUserId: string | null }): Promise<EmailTemplateEntity> {
    return this.repo.save(this.repo.create(values));
  }

  /** Saves the changed fields of a live template; updated_at moves. */
  update(template: EmailTemplateEntity, changes: Partial<TemplateWrite>): Promise<EmailTemplateEntity> {
    return this.repo.save(this.repo.merge(template, changes));
  }

  /** Stamps deleted_at on a live template; false when there is none with this id. */
  async softDelete(id: string): Promise<boolean> {
    const result = await this.repo.createQueryBuilder().softDelete().where('id = :id AND deleted_at IS NULL', { id }).execute();
    return (result.affected ?? 0) > 0;
  }

  /** Live and deleted templates with one of these names. */
  async existingNames(names: string[]): Promise<Set<string>> {
    const rows = await this.repo.createQueryBuilder('t').withDeleted().select('t.name', 'name').where('t.name IN (:...names)', { names }).getRawMany<{ name: string }>();
    return new Set(rows.map((row) => row.name));
  }

  count(): Promise<number> {
    return this.repo.count({ withDeleted: true });
  }
}
