import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EmailTemplateEntity } from './email-template.entity';
import { TemplatesRepository } from './templates.repository';
import { TemplatesService } from './templates.service';

/** Email templates: CRUD, sanitised HTML, the merge variable catalogue. */
@Module({
  imports: [TypeOrmModule.forFeature([EmailTemplateEntity])],
  providers: [TemplatesService, TemplatesRepository],
  exports: [TemplatesService],
})
export class TemplatesModule {}
