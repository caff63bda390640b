/** What TemplatesModule registers for rendering, previews and inlining (one import line there). */
export { AssetsModule } from 'src/modules/assets/assets.module';
export { EmailRenderer } from 'src/modules/templates/rendering/email-renderer.service';
export { TemplateInlineService } from './template-inline.service';
export { TemplatePreviewController } from './template-preview.controller';
export { TemplatePreviewService } from './template-preview.service';
