/** What TemplatesModule registers for test sends (one import line there). */
export { DeliveryModule } from 'src/modules/delivery/delivery.module';
export { TemplateTestSendController } from './template-test-send.controller';
export { TemplateTestSendService } from './template-test-send.service';
