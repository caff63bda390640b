import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, Repository } from 'typeorm';
import { EmailTemplateEntity } from './email-template.entity';

/** The only place that touches the email_templates table. */
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
}
