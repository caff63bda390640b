import { Module, type FactoryProvider } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AppConfigService } from 'src/config/app-config.service';
import { AssetsModule } from 'src/modules/assets/assets.module';
import { DeliveryModule } from 'src/modules/delivery/delivery.module';
import { TemplatesDemoSeeder } from './demo/templates-demo.seeder';
import { EmailTemplateEntity } from './email-template.entity';
import { TemplateInlineService } from './preview/template-inline.service';
import { TemplatePreviewController } from './preview/template-preview.controller';
import { TemplatePreviewService } from './preview/template-preview.service';
import { EmailRenderer } from './rendering/email-renderer.service';
import { TemplateTestSendController } from './test-send/template-test-send.controller';
import { TemplateTestSendService } from './test-send/template-test-send.service';
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
 * test send and sending), preview/inline, test send through the delivery module, demo templates. Reads contacts
 * and opportunities only to merge them.
 */
@Module({
  imports: [TypeOrmModule.forFeature([EmailTemplateEntity]), AssetsModule, DeliveryModule],
  controllers: [TemplatesController, TemplatePreviewController, TemplateTestSendController],
  providers: [
    companySettingsProvider,
    TemplatesService,
    TemplatesRepository,
    MergeVariablesService,
    MergeSourceRepository,
    EmailRenderer,
    TemplatePreviewService,
    TemplateInlineService,
    TemplateTestSendService,
    TemplatesDemoSeeder,
  ],
  exports: [TemplatesService, MergeVariablesService, EmailRenderer, TEMPLATES_SETTINGS, TemplateTestSendService],
})
export class TemplatesModule {}
