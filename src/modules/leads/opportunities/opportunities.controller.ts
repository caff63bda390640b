import { Body, Controller, Get, Param, ParseUUIDPipe, Put, Query } from '@nestjs/common';
import { type AuthUser, CurrentUser } from '../../../common/decorators/auth.decorators';
import { ListOpportunitiesQueryDto } from './dto/list-opportunities-query.dto';
import { UpdateOpportunityDto } from './dto/update-opportunity.dto';
import { OpportunityListService } from './opportunity-list.service';
import { OpportunityEditService } from './opportunity-edit.service';

@Controller('api/opportunities')
export class OpportunitiesController {
  constructor(
    private readonly edits: OpportunityEditService,
    private readonly list: OpportunityListService,
  ) {}

  /** `{success, opportunities, items, page, pageSize, total, execution_time_ms, opportunities_per_second}`. */
  @Get()
  find(@Query() query: ListOpportunitiesQueryDto) {
    return this.list.find(query);
  }

  /** Lookup by tracking number (the detail page loads one opportunity, not the list). */
  @Get('by-tracking/:tracking')
  async byTracking(@Param('tracking') tracking: string) {
    return { success: true, opportunity: await this.edits.detailByTracking(tracking) };
  }

  /** The detail page's Activity Timeline, newest first. */
  @Get(':id/activity')
  async activity(@Param('id', new ParseUUIDPipe()) id: string) {
    return { success: true, data: await this.edits.activity(id) };
  }

  /** staff edits → `{success, error}`. */
  @Put(':id')
  async update(@Param('id', new ParseUUIDPipe()) id: string, @Body() body: UpdateOpportunityDto, @CurrentUser() user: AuthUser) {
    await this.edits.update(id, body, user.displayName || user.email);
    return { success: true, error: null };
  }
}
