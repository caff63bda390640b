import { Body, Controller, HttpCode, HttpStatus, Param, ParseUUIDPipe, Post, UseGuards } from '@nestjs/common';
import {
  ApiBadGatewayResponse, ApiForbiddenResponse, ApiOkResponse, ApiOperation, ApiServiceUnavailableResponse, ApiTags, ApiUnprocessableEntityResponse,
} from '@nestjs/swagger';
import { type AuthUser, CurrentUser } from 'src/common/decorators/auth.decorators';
import { ApiErrorResponses, ErrorEnvelopeDto } from 'src/common/dto/error-envelope.dto';
import { TestSendThrottleGuard } from 'src/modules/delivery/test-send/test-send-throttle.guard';
import { invalidSequence } from '../sequences.errors';
import { SequenceTestSendDto, SequenceTestSendResponseDto } from './sequence-test-send.dto';
import { SequenceTestSendService } from './sequence-test-send.service';

@ApiTags('Sequences')
@ApiErrorResponses({ notFound: true })
@Controller('api/sequences')
export class SequenceTestSendController {
  constructor(private readonly testSends: SequenceTestSendService) {}

  @Post(':id/test-send')
  @HttpCode(HttpStatus.OK)
  @UseGuards(TestSendThrottleGuard)
  @ApiOperation({ summary: "Send one step (rendered for the example contact) to one company address; recorded in deliveries, linked to the sequence" })
  @ApiOkResponse({ type: SequenceTestSendResponseDto })
  @ApiUnprocessableEntityResponse({ description: "'No steps to test' (NO_STEPS) or 'No template selected' (NO_TEMPLATE)", type: ErrorEnvelopeDto })
  @ApiForbiddenResponse({ description: 'Recipient outside the allowed domains (TEST_SEND_RECIPIENT_FORBIDDEN)', type: ErrorEnvelopeDto })
  @ApiBadGatewayResponse({ description: 'The mail provider refused the message or the credentials', type: ErrorEnvelopeDto })
  @ApiServiceUnavailableResponse({ description: 'Sending not configured or provider unavailable', type: ErrorEnvelopeDto })
  async send(@Param('id', new ParseUUIDPipe({ errorHttpStatusCode: 404 })) id: string, @Body() body: SequenceTestSendDto, @CurrentUser() user: AuthUser): Promise<SequenceTestSendResponseDto> {
    const toEmail = body.to_email ?? body.email;
    if (!toEmail) throw invalidSequence(['to_email is required']);
    const result = await this.testSends.send({
      sequenceId: id,
      toEmail,
      stepIndex: body.step_index ?? 0,
      testMode: body.test_mode ?? false,
      subjectOverride: body.subject_override ?? null,
      fromAddress: body.from_address ?? null,
      user: { id: user.id, email: user.email, name: user.displayName || user.email },
    });
    return {
      success: result.success,
      provider: result.provider,
      from: result.from,
      to: result.to,
      subject: result.subject,
      request_id: result.requestId,
      error: result.error,
      delivery_id: result.deliveryId,
      idempotent: result.idempotent,
    };
  }
}
