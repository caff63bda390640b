import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponses } from 'src/common/dto/error-envelope.dto';
import { SuccessResponseDto } from 'src/common/dto/success-response.dto';
import { ApiTokenListResponseDto, type ApiTokenResponseDto, CreatedApiTokenResponseDto } from './dto/api-token-response.dto';
import { type AuthUser, CurrentUser } from 'src/common/decorators/auth.decorators';
import { ApiTokenService } from './api-token.service';
import { CreateApiTokenDto } from './dto/create-api-token.dto';
import type { ApiTokenEntity } from './entities/api-token.entity';

const mapToken = (token: ApiTokenEntity): ApiTokenResponseDto => ({
  id: token.id,
  name: token.name,
  prefix: token.tokenPrefix,
  role: token.role,
  scope: token.scope,
  expires_at: token.expiresAt?.toISOString() ?? null,
  revoked_at: token.revokedAt?.toISOString() ?? null,
  last_used_at: token.lastUsedAt?.toISOString() ?? null,
  created_at: token.createdAt.toISOString(),
});

/** The signed-in user's own API tokens (the CLI mints tokens for any user; this is self-service). */
@ApiTags('API tokens')
@ApiErrorResponses()
@Controller('api/tokens')
export class ApiTokensController {
  constructor(private readonly tokens: ApiTokenService) {}

  @Get()
  @ApiOperation({ summary: "The signed-in user's API tokens" })
  @ApiOkResponse({ type: ApiTokenListResponseDto })
  async list(@CurrentUser() user: AuthUser): Promise<ApiTokenListResponseDto> {
    return { success: true, items: (await this.tokens.listForUser(user.id)).map(mapToken) };
  }

  @Post()
  @ApiOperation({ summary: 'Mint an API token (shown once)' })
  @ApiCreatedResponse({ type: CreatedApiTokenResponseDto })
  async create(@CurrentUser() user: AuthUser, @Body() body: CreateApiTokenDto): Promise<CreatedApiTokenResponseDto> {
    const created = await this.tokens.create({ email: user.email, days: body.days ?? 90, name: body.name });
    return { success: true, token: created.token, id: created.id, prefix: created.prefix, expires_at: created.expiresAt?.toISOString() ?? null };
  }

  @Delete(':id')
  @HttpCode(200)
  @ApiOperation({ summary: 'Revoke one of your API tokens' })
  @ApiOkResponse({ type: SuccessResponseDto })
  @ApiErrorResponses({ notFound: true })
  async revoke(@CurrentUser() user: AuthUser, @Param('id', new ParseUUIDPipe()) id: string): Promise<SuccessResponseDto> {
    await this.tokens.revokeOwn(user.id, id);
    return { success: true };
  }
}
