import { Body, Controller, Delete, Get, HttpCode, Param, Post, Put, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { type AuthUser, CurrentUser, OwnerOrAdmin } from 'src/common/decorators/auth.decorators';
import { ApiErrorResponses } from 'src/common/dto/error-envelope.dto';
import { ListTemplatesQueryDto } from './dto/list-templates-query.dto';
import { CreateTemplateDto, UpdateTemplateDto } from './dto/save-template.dto';
import { mapTemplate, TemplateEnvelopeDto, TemplateErrorEnvelopeDto, TemplateListResponseDto } from './dto/template-response.dto';
import { TemplateVariablesResponseDto } from './dto/template-variables-response.dto';
import { TemplatesService } from './templates.service';
import { MergeVariablesService } from './variables/merge-variables.service';

const refused = ApiBadRequestResponse({ description: 'Invalid input: every problem in `details`', type: TemplateErrorEnvelopeDto });

@ApiTags('Templates')
@ApiErrorResponses()
@Controller('api/templates')
export class TemplatesController {
  constructor(
    private readonly templates: TemplatesService,
    private readonly variables: MergeVariablesService,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Templates, most recently updated first (search in name and subject; bodies with include_body)' })
  @ApiOkResponse({ type: TemplateListResponseDto })
  async list(@Query() query: ListTemplatesQueryDto): Promise<TemplateListResponseDto> {
    const page = await this.templates.list({ limit: query.limit, page: query.page, includeBody: query.include_body, search: query.q ?? query.query });
    const data = page.items.map((template) => mapTemplate(template, page.includeBody));
    return page.pagination ? { success: true, data, pagination: page.pagination } : { success: true, data };
  }

  @Get('variables')
  @ApiOperation({ summary: 'Merge variable catalogue in groups, with examples from real data' })
  @ApiOkResponse({ type: TemplateVariablesResponseDto })
  async catalogue(@CurrentUser() user: AuthUser): Promise<TemplateVariablesResponseDto> {
    const groups = await this.variables.catalogue({ name: user.displayName || user.email, email: user.email });
    return { success: true, data: { groups } };
  }

  @Get(':id')
  @ApiOperation({ summary: 'One template (404 when unknown or deleted)' })
  @ApiOkResponse({ type: TemplateEnvelopeDto })
  @ApiErrorResponses({ notFound: true })
  async get(@Param('id') id: string): Promise<TemplateEnvelopeDto> {
    return { success: true, data: mapTemplate(await this.templates.getForEditing(id)), error: null };
  }

  @Post()
  @ApiOperation({ summary: 'Create a template owned by the signed-in user (html sanitised, variables listed)' })
  @ApiCreatedResponse({ type: TemplateEnvelopeDto })
  @refused
  async create(@Body() body: CreateTemplateDto, @CurrentUser() user: AuthUser): Promise<TemplateEnvelopeDto> {
    return { success: true, data: mapTemplate(await this.templates.create(body, user.id)), error: null };
  }

  @Put(':id')
  @OwnerOrAdmin('template')
  @ApiOperation({ summary: 'Change a template (absent fields unchanged; the owner stays)' })
  @ApiOkResponse({ type: TemplateEnvelopeDto })
  @ApiErrorResponses({ notFound: true })
  @refused
  async update(@Param('id') id: string, @Body() body: UpdateTemplateDto): Promise<TemplateEnvelopeDto> {
    return { success: true, data: mapTemplate(await this.templates.update(id, body)), error: null };
  }

  @Delete(':id')
  @OwnerOrAdmin('template')
  @HttpCode(204)
  @ApiOperation({ summary: 'Delete a template (kept for the sequences that use it; 404 when unknown or already deleted)' })
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiErrorResponses({ notFound: true })
  async remove(@Param('id') id: string): Promise<void> {
    await this.templates.delete(id);
  }
}
