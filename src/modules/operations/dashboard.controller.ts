import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponses } from 'src/common/dto/error-envelope.dto';
import {
  DashboardRecentResponseDto,
  DashboardSummaryResponseDto,
  toDashboardRecentResponse,
  toDashboardSummaryResponse,
} from './dto/dashboard-response.dto';
import { DashboardService } from './dashboard.service';
import { DashboardRecentQueryDto, DashboardSummaryQueryDto } from './dto/dashboard-query.dto';

@ApiTags('Operations')
@ApiErrorResponses()
@Controller('api/dashboard')
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  /** `{success, data:{health, totals, last24h, trend, stuck[], stuck_count, stuck_count_exact, recent[], range}, error}`. */
  @Get('summary')
  @ApiOperation({ summary: 'Monitoring dashboard: health, totals, trend, stuck syncs, recent leads' })
  @ApiOkResponse({ type: DashboardSummaryResponseDto })
  async summary(@Query() query: DashboardSummaryQueryDto): Promise<DashboardSummaryResponseDto> {
    return toDashboardSummaryResponse(await this.dashboard.summary(query.range));
  }

  @Get('recent')
  @ApiOperation({ summary: 'Recent leads of the last hours' })
  @ApiOkResponse({ type: DashboardRecentResponseDto })
  async recent(@Query() query: DashboardRecentQueryDto): Promise<DashboardRecentResponseDto> {
    return toDashboardRecentResponse(await this.dashboard.recent(query.hours, query.limit));
  }
}
