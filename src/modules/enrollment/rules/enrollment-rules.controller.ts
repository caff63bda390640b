import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Patch, Post, Put } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import { WRITE_DENIED_MESSAGES } from 'src/common/access/write-access.policy';
import { type AuthUser, CurrentUser, OwnerOrAdmin } from 'src/common/decorators/auth.decorators';
import { ApiErrorResponses } from 'src/common/dto/error-envelope.dto';
import { CreateEnrollmentRuleDto, PreviewRuleDto, UpdateEnrollmentRuleDto } from './dto/enrollment-rule.dto';
import {
  EnrollmentRuleErrorDto, EnrollmentRuleListResponseDto, EnrollmentRuleResponseDto, RulePreviewResponseDto,
} from './dto/enrollment-rule-response.dto';
import { EnrollmentRulesService } from './enrollment-rules.service';
import type { RuleAction } from './rule-status.policy';

const uuid = new ParseUUIDPipe({ errorHttpStatusCode: 404 });
const refused = ApiBadRequestResponse({ description: 'Invalid input: every problem in `details`', type: EnrollmentRuleErrorDto });
const notEditable = ApiConflictResponse({ description: "RULE_NOT_EDITABLE: 'Pause the rule to edit it' (active), or a stopped or completed rule", type: EnrollmentRuleErrorDto });
const illegal = ApiConflictResponse({ description: 'RULE_INVALID_TRANSITION (current `status` named) or SEQUENCE_ARCHIVED', type: EnrollmentRuleErrorDto });

/** Enrollment rules: anyone signed in may read them; creating and moving one takes the sequence's owner or an admin. */
@ApiTags('Enrollment rules')
@ApiErrorResponses()
@Controller('api/enrollment')
export class EnrollmentRulesController {
  constructor(private readonly rules: EnrollmentRulesService) {}

  @Get('sequences/:id/rules')
  @ApiOperation({ summary: "A live sequence's rules with their enrollment counts, newest first (one query)" })
  @ApiOkResponse({ type: EnrollmentRuleListResponseDto })
  @ApiErrorResponses({ notFound: true })
  async list(@Param('id', uuid) id: string): Promise<EnrollmentRuleListResponseDto> {
    return { success: true, rules: await this.rules.list(id) };
  }

  @Post('rules')
  @OwnerOrAdmin('sequence', { bodyField: 'sequence_id', message: WRITE_DENIED_MESSAGES.rule })
  @ApiOperation({
    summary: "Create a draft rule ('Name and start date are required'); defaults: created_at, caps 1000/100, Mon-Fri 8-18, UTC",
  })
  @ApiCreatedResponse({ type: EnrollmentRuleResponseDto })
  @ApiErrorResponses({ notFound: true })
  @refused
  async create(@Body() body: CreateEnrollmentRuleDto, @CurrentUser() user: AuthUser): Promise<EnrollmentRuleResponseDto> {
    return { success: true, rule: await this.rules.create(body, user.id) };
  }

  @Put('rules/:ruleId')
  @OwnerOrAdmin('rule', { param: 'ruleId' })
  @ApiOperation({
    summary: 'Edit a draft or paused rule: the fields sent replace the stored ones, checked like a new rule; History says what changed',
  })
  @ApiOkResponse({ type: EnrollmentRuleResponseDto })
  @ApiErrorResponses({ notFound: true })
  @refused
  @notEditable
  async update(
    @Param('ruleId', uuid) id: string, @Body() body: UpdateEnrollmentRuleDto, @CurrentUser() user: AuthUser,
  ): Promise<EnrollmentRuleResponseDto> {
    return { success: true, rule: await this.rules.update(id, body, user.id) };
  }

  @Patch('rules/:ruleId')
  @OwnerOrAdmin('rule', { param: 'ruleId' })
  @ApiOperation({ summary: 'The same edit as PUT (only the fields sent change)' })
  @ApiOkResponse({ type: EnrollmentRuleResponseDto })
  @ApiErrorResponses({ notFound: true })
  @refused
  @notEditable
  patch(@Param('ruleId', uuid) id: string, @Body() body: UpdateEnrollmentRuleDto, @CurrentUser() user: AuthUser): Promise<EnrollmentRuleResponseDto> {
    return this.update(id, body, user);
  }

  @Post('rules/:ruleId/start')
  @OwnerOrAdmin('rule', { param: 'ruleId' })
  @HttpCode(200)
  @ApiOperation({ summary: 'draft or paused → active; the sequence must not be archived and its step 1 needs a template' })
  @ApiOkResponse({ type: EnrollmentRuleResponseDto })
  @ApiErrorResponses({ notFound: true })
  @illegal
  @ApiUnprocessableEntityResponse({ description: 'NO_STEPS or NO_TEMPLATE', type: EnrollmentRuleErrorDto })
  start(@Param('ruleId', uuid) id: string): Promise<EnrollmentRuleResponseDto> {
    return this.move(id, 'start');
  }

  @Post('rules/:ruleId/pause')
  @OwnerOrAdmin('rule', { param: 'ruleId' })
  @HttpCode(200)
  @ApiOperation({ summary: 'active → paused' })
  @ApiOkResponse({ type: EnrollmentRuleResponseDto })
  @ApiErrorResponses({ notFound: true })
  @illegal
  pause(@Param('ruleId', uuid) id: string): Promise<EnrollmentRuleResponseDto> {
    return this.move(id, 'pause');
  }

  @Post('rules/:ruleId/stop')
  @OwnerOrAdmin('rule', { param: 'ruleId' })
  @HttpCode(200)
  @ApiOperation({ summary: 'active or paused → stopped (final)' })
  @ApiOkResponse({ type: EnrollmentRuleResponseDto })
  @ApiErrorResponses({ notFound: true })
  @illegal
  stop(@Param('ruleId', uuid) id: string): Promise<EnrollmentRuleResponseDto> {
    return this.move(id, 'stop');
  }

  @Post('rules/:ruleId/preview')
  @HttpCode(200)
  @ApiOperation({ summary: 'Eligible contacts now: total, daily projection, days remaining and the first `limit` (1-50, default 50)' })
  @ApiOkResponse({ type: RulePreviewResponseDto })
  @ApiErrorResponses({ notFound: true })
  @refused
  async preview(@Param('ruleId', uuid) id: string, @Body() body: PreviewRuleDto): Promise<RulePreviewResponseDto> {
    return { success: true, preview: await this.rules.preview(id, body.limit) };
  }

  private async move(id: string, action: RuleAction): Promise<EnrollmentRuleResponseDto> {
    return { success: true, rule: await this.rules.transition(id, action) };
  }
}
