import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { type AuthUser, CurrentUser } from '../../common/decorators/auth.decorators';
import { ApiTokenService } from './api-token.service';
import { type ApiTokenResponseDto, CreateApiTokenDto } from './dto/create-api-token.dto';
import type { ApiTokenEntity } from './entities/api-token.entity';

const mapToken = (token: ApiTokenEntity): ApiTokenResponseDto => ({
  id: token.id,
  name: token.name,
  prefix: token.tokenPrefix,
  role: token.role,
  expires_at: token.expiresAt?.toISOString() ?? null,
  revoked_at: token.revokedAt?.toISOString() ?? null,
  last_used_at: token.lastUsedAt?.toISOString() ?? null,
  created_at: token.createdAt.toISOString(),
});

/** The signed-in user's own API tokens (the CLI mints tokens for any user; this is self-service). */
@Controller('api/tokens')
export class ApiTokensController {
  constructor(private readonly tokens: ApiTokenService) {}

  @Get()
  async list(@CurrentUser() user: AuthUser) {
    return { success: true, items: (await this.tokens.listForUser(user.id)).map(mapToken) };
  }

  @Post()
  async create(@CurrentUser() user: AuthUser, @Body() body: CreateApiTokenDto) {
    const created = await this.tokens.create({ email: user.email, days: body.days ?? 90, name: body.name });
    return { success: true, token: created.token, id: created.id, prefix: created.prefix, expires_at: created.expiresAt?.toISOString() ?? null };
  }

  @Delete(':id')
  @HttpCode(200)
  async revoke(@CurrentUser() user: AuthUser, @Param('id', new ParseUUIDPipe()) id: string) {
    await this.tokens.revokeOwn(user.id, id);
    return { success: true };
  }
}
