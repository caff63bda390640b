import { Controller, Get, Query } from '@nestjs/common';
import { DashboardService } from './dashboard.service';
import { DashboardRecentQueryDto, DashboardSummaryQueryDto } from './dto/dashboard-query.dto';

@Controller('api/dashboard')
export class DashboardController {
  constructor(private readonly dashboard: DashboardService) {}

  /** `{success, data:{health, totals, last24h, trend, stuck[], recent[]}, error}`. */
  @Get('summary')
  async summary(@Query() query: DashboardSummaryQueryDto) {
    return { success: true, data: await this.dashboard.summary(query.range), error: null };
  }

  @Get('recent')
  async recent(@Query() query: DashboardRecentQueryDto) {
    return { success: true, data: await this.dashboard.recent(query.hours, query.limit) };
  }
}
