import { Body, Controller, Get, Param, ParseUUIDPipe, Put, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponses } from 'src/common/dto/error-envelope.dto';
import { SUCCESS_NULL_ERROR, SuccessNullErrorResponseDto } from 'src/common/dto/success-response.dto';
import {
  OpportunityActivityResponseDto,
  OpportunityDetailResponseDto,
  OpportunityListResponseDto,
  toOpportunityActivityResponse,
  toOpportunityDetailResponse,
  toOpportunityListResponse,
} from './dto/opportunity-response.dto';
import { type AuthUser, CurrentUser } from 'src/common/decorators/auth.decorators';
import { ListOpportunitiesQueryDto } from './dto/list-opportunities-query.dto';
import { UpdateOpportunityDto } from './dto/update-opportunity.dto';
import { OpportunityListService } from './opportunity-list.service';
import { OpportunityEditService } from './opportunity-edit.service';

@ApiTags('Opportunities')
@ApiErrorResponses()
@Controller('api/opportunities')
export class OpportunitiesController {
  constructor(
    private readonly edits: OpportunityEditService,
    private readonly list: OpportunityListService,
  ) {}

  /** `{success, opportunities, items, page, pageSize, total, execution_time_ms, opportunities_per_second}`. */
  @Get()
  @ApiOperation({ summary: 'List opportunities (filters, search, sort, pages)' })
  @ApiOkResponse({ type: OpportunityListResponseDto })
  async find(@Query() query: ListOpportunitiesQueryDto): Promise<OpportunityListResponseDto> {
    return toOpportunityListResponse(await this.list.find(query));
  }

  /** Lookup by tracking number (the detail page loads one opportunity, not the list). */
  @Get('by-tracking/:tracking')
  @ApiOperation({ summary: 'One opportunity by tracking number' })
  @ApiOkResponse({ type: OpportunityDetailResponseDto })
  @ApiErrorResponses({ notFound: true })
  async byTracking(@Param('tracking') tracking: string): Promise<OpportunityDetailResponseDto> {
    return toOpportunityDetailResponse(await this.edits.detailByTracking(tracking));
  }

  /** The detail page's Activity Timeline, newest first. */
  @Get(':id/activity')
  @ApiOperation({ summary: 'Activity Timeline, newest first' })
  @ApiOkResponse({ type: OpportunityActivityResponseDto })
  async activity(@Param('id', new ParseUUIDPipe()) id: string): Promise<OpportunityActivityResponseDto> {
    return toOpportunityActivityResponse(await this.edits.activity(id));
  }

  /** staff edits → `{success, error}`. */
  @Put(':id')
  @ApiOperation({ summary: 'Staff edit (absent fields unchanged, an empty string clears)' })
  @ApiOkResponse({ type: SuccessNullErrorResponseDto })
  @ApiErrorResponses({ notFound: true })
  async update(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() body: UpdateOpportunityDto,
    @CurrentUser() user: AuthUser,
  ): Promise<SuccessNullErrorResponseDto> {
    await this.edits.update(id, body, user.displayName || user.email);
    return SUCCESS_NULL_ERROR;
  }
}
