import { Controller, Get } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponses } from 'src/common/dto/error-envelope.dto';
import { StatusResponseDto, toStatusResponse } from './dto/status-response.dto';
import { LeadReportingService } from './lead-reporting.service';

@ApiTags('Reporting')
@ApiErrorResponses()
@Controller()
export class StatusController {
  constructor(private readonly reporting: LeadReportingService) {}

  /** Pipeline statistics in a data wrapper: `{success, data:{total_synced, total_estimated_revenue, …}}`. */
  @Get('status')
  @ApiOperation({ summary: 'Pipeline statistics' })
  @ApiOkResponse({ type: StatusResponseDto })
  async status(): Promise<StatusResponseDto> {
    return toStatusResponse(await this.reporting.statistics());
  }
}
