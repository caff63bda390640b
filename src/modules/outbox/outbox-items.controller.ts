import { Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { ApiConflictResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { OpsOnly } from 'src/common/decorators/auth.decorators';
import { ApiErrorResponses, ErrorEnvelopeDto } from 'src/common/dto/error-envelope.dto';
import { OutboxItemsQueryDto, OutboxItemsResponseDto, OutboxRetryResponseDto } from './dto/outbox-items.dto';
import { OutboxItemsService } from './outbox-items.service';

@ApiTags('Operations')
@ApiErrorResponses()
@OpsOnly()
@Controller('api/outbox')
export class OutboxItemsController {
  constructor(private readonly items: OutboxItemsService) {}

  @Get()
  @ApiOperation({ summary: 'Outbox events by displayed status (pending and failed by next run, processed newest first); 100 by default' })
  @ApiOkResponse({ type: OutboxItemsResponseDto })
  async list(@Query() q: OutboxItemsQueryDto): Promise<OutboxItemsResponseDto> {
    return { success: true, outbox_items: await this.items.list(q.status ?? 'pending', q.limit ?? 100) };
  }

  @Post(':id/retry')
  @HttpCode(200)
  @ApiOperation({ summary: 'Relay an unprocessed event now (admins; everyone when OPS_FOR_ALL); 409 once processed' })
  @ApiOkResponse({ type: OutboxRetryResponseDto })
  @ApiErrorResponses({ notFound: true })
  @ApiConflictResponse({ description: 'Already processed (OUTBOX_ITEM_PROCESSED)', type: ErrorEnvelopeDto })
  async retry(@Param('id', new ParseUUIDPipe({ errorHttpStatusCode: 404 })) id: string): Promise<OutboxRetryResponseDto> {
    return { success: true, error: null, outbox_item: await this.items.retry(id) };
  }
}
