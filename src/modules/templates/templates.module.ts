import { Module, type FactoryProvider } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfigService } from 'src/config/app-config.service';
import { AssetsModule } from 'src/modules/assets/assets.module';
import { TemplatesDemoSeeder } from './demo/templates-demo.seeder';
import { EmailTemplateEntity } from './email-template.entity';
import { TemplateInlineService } from './preview/template-inline.service';
import { TemplatePreviewController } from './preview/template-preview.controller';
import { TemplatePreviewService } from './preview/template-preview.service';
import { EmailRenderer } from './rendering/email-renderer.service';
import { TEMPLATES_SETTINGS, type CompanySettings } from './templates.config';
import { TemplatesController } from './templates.controller';
import { TemplatesRepository } from './templates.repository';
import { TemplatesService } from './templates.service';
import { MergeSourceRepository } from './variables/merge-source.repository';
import { MergeVariablesService } from './variables/merge-variables.service';

const companySettingsProvider: FactoryProvider<CompanySettings> = {
  provide: TEMPLATES_SETTINGS,
  inject: [AppConfigService],
  useFactory: (config: AppConfigService) => config.company,
};

/**
 * Email templates: CRUD with sanitised HTML, the merge variable catalogue and the data templates are merged with
 * (MergeVariablesService), rendering (EmailRenderer: merge, sanitise, layout, inline — the one pipeline for preview,
 * test send and sending), preview/inline, demo templates (the test send is delivery's TestSendModule). Reads contacts
 * and opportunities only to merge them.
 */
@Module({
  imports: [TypeOrmModule.forFeature([EmailTemplateEntity]), AssetsModule],
  controllers: [TemplatesController, TemplatePreviewController],
  providers: [
    companySettingsProvider,
    TemplatesService,
    TemplatesRepository,
    MergeVariablesService,
    MergeSourceRepository,
    EmailRenderer,
    TemplatePreviewService,
    TemplateInlineService,
    TemplatesDemoSeeder,
  ],
  exports: [TemplatesService, MergeVariablesService, EmailRenderer, TEMPLATES_SETTINGS],
})
export class TemplatesModule {}
