import { Controller, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly } from 'src/common/decorators/auth.decorators';
import { ApiErrorResponses, ErrorEnvelopeDto } from 'src/common/dto/error-envelope.dto';
import { InboundMailResponseDto } from '../dto/inbound-mail-response.dto';
import { DemoReplyService } from './demo-reply.service';

@ApiTags('Demo')
@ApiErrorResponses()
@Controller('api/demo')
export class DemoReplyController {
  constructor(private readonly demo: DemoReplyService) {}

  /** Demo mode only (404 otherwise): the run's contact replies to its last email, through the inbound pipeline. */
  @Post('runs/:enrollmentId/reply')
  @AdminOnly()
  @HttpCode(200)
  @ApiOperation({ summary: "Simulate the contact's reply to the run's last email (admins; demo mode only, 404 otherwise)" })
  @ApiOkResponse({ type: InboundMailResponseDto })
  @ApiErrorResponses({ notFound: true })
  @ApiConflictResponse({ description: 'The run has not sent an email yet', type: ErrorEnvelopeDto })
  async reply(@Param('enrollmentId', new ParseUUIDPipe({ errorHttpStatusCode: 404 })) enrollmentId: string): Promise<InboundMailResponseDto> {
    const outcome = await this.demo.reply(enrollmentId);
    return { success: true, id: outcome.id, kind: outcome.kind, matched_by: outcome.matched_by, effect: outcome.effect, note: outcome.note, duplicate: outcome.duplicate };
  }
}
