import { Body, Controller, HttpCode, HttpStatus, Param, Post, UseGuards } from '@nestjs/common';
import { ApiBadGatewayResponse, ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags } from '@nestjs/swagger';
import { type AuthUser, CurrentUser } from 'src/common/decorators/auth.decorators';
import { ApiErrorResponses, ErrorEnvelopeDto } from 'src/common/dto/error-envelope.dto';
import { TemplateTestSendDto, TemplateTestSendResponseDto } from './test-send.dto';
import { TestSendThrottleGuard } from './test-send-throttle.guard';
import { TemplateTestSendService } from './template-test-send.service';

@ApiTags('Templates')
@ApiErrorResponses({ notFound: true })
@Controller('api/templates')
export class TemplateTestSendController {
  constructor(private readonly testSends: TemplateTestSendService) {}

  @Post(':id/test-send')
  @HttpCode(HttpStatus.OK)
  @UseGuards(TestSendThrottleGuard)
  @ApiOperation({ summary: 'Send the rendered template (or the editor content given) to one company address; recorded in deliveries' })
  @ApiOkResponse({ type: TemplateTestSendResponseDto })
  @ApiForbiddenResponse({ description: 'Recipient outside the allowed domains (TEST_SEND_RECIPIENT_FORBIDDEN)', type: ErrorEnvelopeDto })
  @ApiBadGatewayResponse({ description: 'The mail provider refused the message or the credentials (MAIL_REJECTED, MAIL_AUTH_FAILED)', type: ErrorEnvelopeDto })
  @ApiServiceUnavailableResponse({ description: 'Sending not configured or provider unavailable (MAIL_PROVIDER_NOT_CONFIGURED, MAIL_PROVIDER_UNAVAILABLE)', type: ErrorEnvelopeDto })
  async send(@Param('id') id: string, @Body() body: TemplateTestSendDto, @CurrentUser() user: AuthUser): Promise<TemplateTestSendResponseDto> {
    const result = await this.testSends.send({
      templateId: id,
      toEmail: body.to_email,
      subject: body.subject,
      html: body.html,
      text: body.text,
      contactId: body.contact_id,
      context: body.context ? { ...body.context } : undefined,
      user: { id: user.id, email: user.email, name: user.displayName || user.email },
    });
    return {
      success: true,
      provider: result.provider,
      request_id: result.requestId,
      from: result.from,
      to: result.to,
      subject: result.subject,
      saved_to_sent: result.savedToSent,
      error: null,
      delivery_id: result.deliveryId,
      message_id: result.messageId,
    };
  }
}
