import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponses } from 'src/common/dto/error-envelope.dto';
import { DeliveriesListQueryDto, DeliveriesListResponseDto, type DeliveryListItemDto } from './dto/deliveries-list.dto';
import { DeliveriesListRepository, type DeliveryListRow } from './deliveries-list.repository';
import { deliverySearch } from './deliveries-search.policy';

const iso = (value: Date | null): string | null => (value ? new Date(value).toISOString() : null);

export function toDeliveryListItem(row: DeliveryListRow): DeliveryListItemDto {
  return { ...row, created_at: iso(row.created_at) ?? '', sent_at: iso(row.sent_at), delivered_at: iso(row.delivered_at) };
}

/** Email Deliveries (any signed-in user may read; the screen is in the Automation Run group). */
@ApiTags('Operations')
@ApiErrorResponses()
@Controller('api/deliveries')
export class DeliveriesListController {
  constructor(private readonly deliveries: DeliveriesListRepository) {}

  @Get()
  @ApiOperation({ summary: 'Deliveries newest first (100 by default), optionally for one address or a fragment of one' })
  @ApiOkResponse({ type: DeliveriesListResponseDto })
  async list(@Query() q: DeliveriesListQueryDto): Promise<DeliveriesListResponseDto> {
    const rows = await this.deliveries.list(deliverySearch(q.email), q.limit ?? 100);
    return { success: true, deliveries: rows.map(toDeliveryListItem) };
  }
}
