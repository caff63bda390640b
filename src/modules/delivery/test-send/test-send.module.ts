import { Module } from '@nestjs/common';
import { AssetsModule } from 'src/modules/assets/assets.module';
import { TemplatesModule } from 'src/modules/templates/templates.module';
import { DeliveryModule } from '../delivery.module';
import { TemplateTestSendController } from './template-test-send.controller';
import { TemplateTestSendService } from './template-test-send.service';

/**
 * A template's test send (POST /api/templates/{id}/test-send, and the sequence test send through
 * TemplateTestSendService): rendered by the templates module, sent and recorded by this one. It lives here, not in
 * templates, so that templates never imports delivery (delivery already renders with templates).
 */
@Module({
  imports: [TemplatesModule, DeliveryModule, AssetsModule],
  controllers: [TemplateTestSendController],
  providers: [TemplateTestSendService],
  exports: [TemplateTestSendService],
})
export class TestSendModule {}
