import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { AdminOnly, type AuthUser, CurrentUser, OpsOnly } from 'src/common/decorators/auth.decorators';
import { ApiErrorResponses } from 'src/common/dto/error-envelope.dto';
import { AddSuppressionDto, RemoveSuppressionDto, SuppressionListQueryDto, SuppressionListResponseDto, SuppressionResponseDto, toSuppressionDto } from './dto/suppressions.dto';
import { SuppressionService } from './suppression.service';

/** The suppression list: every signed-in user may read it; only admins add or remove entries. */
@ApiTags('Suppressions')
@ApiErrorResponses()
@Controller('api/suppressions')
export class SuppressionsController {
  constructor(private readonly suppressions: SuppressionService) {}

  @Get()
  @OpsOnly()
  @ApiOperation({ summary: 'Active suppression entries, newest first; q matches part of the address' })
  @ApiOkResponse({ type: SuppressionListResponseDto })
  async list(@Query() query: SuppressionListQueryDto): Promise<SuppressionListResponseDto> {
    const page = await this.suppressions.list(query.page ?? 1, query.q ?? null, query.limit ?? 25);
    return { success: true, items: page.items.map(toSuppressionDto), page: page.page, limit: page.limit, total: page.total };
  }

  @Post()
  @AdminOnly()
  @ApiOperation({ summary: 'Add an address to the suppression list (admin); 409 when it is on it already' })
  @ApiOkResponse({ type: SuppressionResponseDto })
  async add(@CurrentUser() user: AuthUser, @Body() body: AddSuppressionDto): Promise<SuppressionResponseDto> {
    return { success: true, item: toSuppressionDto(await this.suppressions.addManual(body.email, body.reason, user.email)) };
  }

  @Delete(':id')
  @HttpCode(200)
  @AdminOnly()
  @ApiOperation({ summary: 'Remove an entry (admin, with a reason); the address may be mailed again' })
  @ApiOkResponse({ type: SuppressionResponseDto })
  async remove(@CurrentUser() user: AuthUser, @Param('id', new ParseUUIDPipe()) id: string, @Body() body: RemoveSuppressionDto): Promise<SuppressionResponseDto> {
    return { success: true, item: toSuppressionDto(await this.suppressions.remove(id, body.reason, user.email)) };
  }
}
