import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EmailTemplateEntity } from './email-template.entity';
import { TemplatesDemoSeeder } from './demo/templates-demo.seeder';
import { AssetsModule, EmailRenderer, TemplateInlineService, TemplatePreviewController, TemplatePreviewService } from './preview/template-preview.exports';
import { companySettingsProvider, TEMPLATES_SETTINGS } from './templates.config';
import { TemplatesController } from './templates.controller';
import { TemplatesRepository } from './templates.repository';
import { TemplatesService } from './templates.service';
import { DeliveryModule, TemplateTestSendController, TemplateTestSendService } from './test-send/template-test-send.exports';
import { MergeSourceRepository } from './variables/merge-source.repository';
import { MergeVariablesService } from './variables/merge-variables.service';

/**
 * Email templates: CRUD with sanitised HTML, the merge variable catalogue and the data templates are merged with
 * (MergeVariablesService), demo templates. Reads contacts and opportunities only to merge them.
 */
@Module({
  imports: [TypeOrmModule.forFeature([EmailTemplateEntity]), AssetsModule, DeliveryModule],
  controllers: [TemplatesController, TemplatePreviewController, TemplateTestSendController],
  providers: [EmailRenderer, TemplateTestSendService, TemplatePreviewService, TemplateInlineService, TemplatesService, TemplatesRepository, MergeVariablesService, MergeSourceRepository, companySettingsProvider, TemplatesDemoSeeder],
  exports: [TemplatesService, MergeVariablesService, TEMPLATES_SETTINGS],
})
export class TemplatesModule {}
