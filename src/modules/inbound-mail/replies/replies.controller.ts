import { Controller, Get, Param, ParseUUIDPipe, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { OpsOnly } from 'src/common/decorators/auth.decorators';
import { ApiErrorResponses } from 'src/common/dto/error-envelope.dto';
import { InboundMessageResponseDto, ReplyListQueryDto, ReplyListResponseDto, UnmatchedListResponseDto } from './dto/replies.dto';
import { DEFAULT_REPLY_WINDOW } from './replies.policy';
import { RepliesService } from './replies.service';

/**
 * Recent human replies and the unmatched mail: the Automation Run group's data (admins, or everyone with OPS_FOR_ALL).
 * One stored message may be read by anyone signed in: the Dashboard's paused-mailbox alerts open the messages behind them.
 */
@ApiTags('Inbound mail')
@ApiErrorResponses()
@Controller()
export class RepliesController {
  constructor(private readonly replies: RepliesService) {}

  @Get('api/replies')
  @OpsOnly()
  @ApiOperation({ summary: 'Human replies received in the window (default 7d), newest first, with their run; 20 a page' })
  @ApiOkResponse({ type: ReplyListResponseDto })
  list(@Query() q: ReplyListQueryDto): Promise<ReplyListResponseDto> {
    return this.replies.list({ since: q.since ?? DEFAULT_REPLY_WINDOW, page: q.page ?? 1, limit: q.limit });
  }

  @Get('api/inbound-messages/unmatched')
  @OpsOnly()
  @ApiOperation({ summary: 'Inbound mail that changed nothing, or less than its kind would (it names none of our sends, …), with why; newest first, 20 a page' })
  @ApiOkResponse({ type: UnmatchedListResponseDto })
  unmatched(@Query() q: ReplyListQueryDto): Promise<UnmatchedListResponseDto> {
    return this.replies.unmatched({ since: q.since ?? DEFAULT_REPLY_WINDOW, page: q.page ?? 1, limit: q.limit });
  }

  @Get('api/inbound-messages/:id')
  @ApiOperation({ summary: 'One stored inbound message: headers summary, classification and reasons, how it was matched, what it did' })
  @ApiOkResponse({ type: InboundMessageResponseDto })
  @ApiErrorResponses({ notFound: true })
  async message(@Param('id', new ParseUUIDPipe({ errorHttpStatusCode: 404 })) id: string): Promise<InboundMessageResponseDto> {
    return { success: true, message: await this.replies.message(id) };
  }
}
