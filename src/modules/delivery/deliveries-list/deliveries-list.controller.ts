import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { OpsOnly } from 'src/common/decorators/auth.decorators';
import { ApiErrorResponses } from 'src/common/dto/error-envelope.dto';
import { DeliveriesListQueryDto, DeliveriesListResponseDto, toDeliveryListItem } from './dto/deliveries-list.dto';
import { DeliveriesListRepository } from './deliveries-list.repository';
import { deliverySearch } from './deliveries-search.policy';

/** Email Deliveries: the Automation Run group's data (admins, or everyone with OPS_FOR_ALL). */
@ApiTags('Operations')
@ApiErrorResponses()
@OpsOnly()
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
