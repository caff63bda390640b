import { Controller, Get, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponses } from 'src/common/dto/error-envelope.dto';
import { AnalyticsService } from './analytics.service';
import { MoveCalendarQueryDto, VelocityQueryDto } from './dto/analytics-query.dto';
import { GeographicResponseDto, toGeographicResponse } from './dto/geographic-response.dto';
import { MoveCalendarResponseDto, toMoveCalendarResponse } from './dto/move-calendar-response.dto';
import { MoveDatesResponseDto, toMoveDatesResponse } from './dto/move-dates-response.dto';
import { toVelocityResponse, VelocityResponseDto } from './dto/velocity-response.dto';

/** Analytics reads under /api/opportunities, beside the leads routes (whose `:id` routes take uuids only). */
@ApiTags('Analytics')
@ApiErrorResponses()
@Controller('api/opportunities')
export class AnalyticsController {
  constructor(private readonly analytics: AnalyticsService) {}

  @Get('velocity')
  @ApiOperation({ summary: 'Opportunity velocity: leads created per day of the timeframe, enriched and synced' })
  @ApiOkResponse({ type: VelocityResponseDto })
  async velocity(@Query() query: VelocityQueryDto): Promise<VelocityResponseDto> {
    return toVelocityResponse(await this.analytics.velocity(query.timeframe));
  }

  @Get('move-dates')
  @ApiOperation({ summary: 'Move-date calendar: active moves this week and upcoming' })
  @ApiOkResponse({ type: MoveDatesResponseDto })
  async moveDates(): Promise<MoveDatesResponseDto> {
    return toMoveDatesResponse(await this.analytics.moveDates());
  }

  @Get('move-dates/calendar')
  @ApiOperation({ summary: 'Move-date heat-map: active moves on each day of a month' })
  @ApiOkResponse({ type: MoveCalendarResponseDto })
  async moveCalendar(@Query() query: MoveCalendarQueryDto): Promise<MoveCalendarResponseDto> {
    return toMoveCalendarResponse(await this.analytics.moveCalendar(query.month));
  }

  @Get('geographic')
  @ApiOperation({ summary: 'Geographic intelligence: states, routes and move types' })
  @ApiOkResponse({ type: GeographicResponseDto })
  async geographic(): Promise<GeographicResponseDto> {
    return toGeographicResponse(await this.analytics.geographic());
  }
}
