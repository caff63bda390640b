import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBearerAuth, ApiBody, ApiConsumes, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponses } from 'src/common/dto/error-envelope.dto';
import { CreateLeadResponseDto, InboundEmailResponseDto, toCreateLeadResponse, toInboundEmailResponse } from './dto/lead-response.dto';
import { BEARER_AUTH } from 'src/common/http/api-docs.constants';
import type { Request } from 'express';
import { ApiTokenOnly, type AuthUser, CurrentUser } from 'src/common/decorators/auth.decorators';
import { CreateLeadDto, CreateOpportunityDto } from './dto/create-lead.dto';
import { LeadEmailIngestionService } from './lead-email-ingestion.service';
import { LeadError, LeadErrorCode } from '../leads.errors';
import { LeadIntakeService } from './lead-intake.service';

export const INBOUND_EMAIL_PATH = '/api/leads/inbound-email';
export const INBOUND_EMAIL_LIMIT = '10mb';

@ApiTags('Leads')
@ApiErrorResponses()
@Controller()
export class IntakeController {
  constructor(
    private readonly leads: LeadIntakeService,
    private readonly emails: LeadEmailIngestionService,
  ) {}

  /** Web forms and other systems (API token): one lead as JSON; the answer carries the (generated) tracking number. */
  @Post('api/leads')
  @ApiTokenOnly()
  @ApiBearerAuth(BEARER_AUTH)
  @ApiOperation({ summary: 'Create a lead (web forms, other systems; API token only)' })
  @ApiCreatedResponse({ type: CreateLeadResponseDto })
  async createLead(@Body() body: CreateLeadDto): Promise<CreateLeadResponseDto> {
    return toCreateLeadResponse(await this.leads.createFromWebForm(body));
  }

  /** One raw RFC 822 lead email (API token; at most 10 MB). */
  @Post('api/leads/inbound-email')
  @ApiTokenOnly()
  @HttpCode(200)
  @ApiBearerAuth(BEARER_AUTH)
  @ApiOperation({ summary: 'Ingest one raw RFC 822 lead email (API token only, at most 10 MB)' })
  @ApiConsumes('message/rfc822')
  @ApiBody({ schema: { type: 'string', format: 'binary' } })
  @ApiOkResponse({ type: InboundEmailResponseDto })
  async inboundEmail(@Req() req: Request): Promise<InboundEmailResponseDto> {
    const body: unknown = req.body;
    if (!Buffer.isBuffer(body) || body.length === 0) {
      throw new LeadError(LeadErrorCode.EmptyEmail, 'Send the raw RFC 822 message as the request body (Content-Type: message/rfc822)');
    }
    return toInboundEmailResponse(await this.emails.ingest(body, 'inbound_api'));
  }

  /** Manual entry by signed-in staff (lead_source manual or inbound_call). */
  @Post('api/opportunities')
  @ApiOperation({ summary: 'Enter a lead by hand (signed-in staff)' })
  @ApiCreatedResponse({ type: CreateLeadResponseDto })
  async createOpportunity(@Body() body: CreateOpportunityDto, @CurrentUser() user: AuthUser): Promise<CreateLeadResponseDto> {
    return toCreateLeadResponse(await this.leads.createManual(body, user.displayName || user.email));
  }
}
