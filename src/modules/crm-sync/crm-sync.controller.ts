import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiConflictResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponses } from 'src/common/dto/error-envelope.dto';
import { SUCCESS_NULL_ERROR, SuccessNullErrorResponseDto } from 'src/common/dto/success-response.dto';
import { SyncOpportunitiesResponseDto, toSyncOpportunitiesResponse } from './dto/crm-sync-response.dto';
import { type AuthUser, CurrentUser } from 'src/common/decorators/auth.decorators';
import { CrmSyncRequestsService } from './crm-sync-requests.service';
import { RequeueDto } from './dto/requeue.dto';

@ApiTags('CRM sync')
@ApiErrorResponses()
@Controller('api')
export class CrmSyncController {
  constructor(private readonly requests: CrmSyncRequestsService) {}

  /** Puts one opportunity back into the CRM sync queue. */
  @Post('hubspot/requeue')
  @HttpCode(200)
  @ApiOperation({ summary: 'Put one opportunity back into the CRM sync queue' })
  @ApiOkResponse({ type: SuccessNullErrorResponseDto })
  @ApiErrorResponses({ notFound: true })
  @ApiConflictResponse({ description: 'The lead was merged into another one (OPPORTUNITY_ALREADY_MERGED): its CRM record follows the primary lead' })
  async requeue(@Body() body: RequeueDto, @CurrentUser() user: AuthUser | undefined): Promise<SuccessNullErrorResponseDto> {
    await this.requests.requeue(body, user ? user.displayName || user.email : null);
    return SUCCESS_NULL_ERROR;
  }

  /** Reads the lead mailbox now (when configured) and queues every pending or failed opportunity; never waits for HubSpot. */
  @Post('sync-opportunities')
  @HttpCode(200)
  @ApiOperation({ summary: 'Read the lead mailbox now and queue every pending or failed opportunity' })
  @ApiOkResponse({ type: SyncOpportunitiesResponseDto })
  async syncOpportunities(): Promise<SyncOpportunitiesResponseDto> {
    return toSyncOpportunitiesResponse(await this.requests.syncAll());
  }
}
