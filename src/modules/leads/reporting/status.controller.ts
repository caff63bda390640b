import { Controller, Get } from '@nestjs/common';
import { LeadReportingService } from './lead-reporting.service';

@Controller()
export class StatusController {
  constructor(private readonly reporting: LeadReportingService) {}

  /** Pipeline statistics in a data wrapper: `{success, data:{total_synced, total_estimated_revenue, …}}`. */
  @Get('status')
  async status() {
    return { success: true, data: await this.reporting.statistics() };
  }
}
