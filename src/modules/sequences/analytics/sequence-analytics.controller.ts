import { Controller, Get, Param, ParseUUIDPipe } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponses } from 'src/common/dto/error-envelope.dto';
import { SequenceAnalyticsSummaryDto } from './sequence-analytics.dto';
import { SequenceAnalyticsService } from './sequence-analytics.service';

@ApiTags('Sequences')
@ApiErrorResponses({ notFound: true })
@Controller('api/sequences')
export class SequenceAnalyticsController {
  constructor(private readonly analytics: SequenceAnalyticsService) {}

  @Get(':id/analytics/summary')
  @ApiOperation({ summary: 'Lifetime counts, conversions (opportunity booked/completed after enrolling), the next 20 runs, outcomes and the last 30 days' })
  @ApiOkResponse({ type: SequenceAnalyticsSummaryDto })
  summary(@Param('id', new ParseUUIDPipe({ errorHttpStatusCode: 404 })) id: string): Promise<SequenceAnalyticsSummaryDto> {
    return this.analytics.summary(id);
  }
}
