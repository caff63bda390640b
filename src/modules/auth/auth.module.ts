import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminOnlyMiddleware } from './admin-only.middleware';
import { ApiTokenService } from './api-token.service';
import { ApiTokensController } from './api-tokens.controller';
import { ApiTokensRepository } from './api-tokens.repository';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { AuthenticationService } from './authentication.service';
import { DemoUsersSeeder } from './demo-users.seeder';
import { ApiTokenEntity } from './entities/api-token.entity';
import { UserEntity } from './entities/user.entity';
import { OidcAuthGuard } from './oidc-auth.guard';
import { OidcClient } from './oidc.client';
import { ResourceOwnersRepository } from './ownership/resource-owners.repository';
import { SessionsRepository } from './sessions.repository';
import { UsersRepository } from './users.repository';

@Module({
  imports: [PassportModule.register({ session: false }), TypeOrmModule.forFeature([UserEntity, ApiTokenEntity])],
  controllers: [AuthController, ApiTokensController],
  providers: [
    AuthService,
    AuthenticationService,
    ApiTokenService,
    OidcClient,
    OidcAuthGuard,
    AdminOnlyMiddleware,
    UsersRepository,
    ApiTokensRepository,
    SessionsRepository,
    DemoUsersSeeder,
    ResourceOwnersRepository,
  ],
  exports: [AuthService, AuthenticationService, ApiTokenService, AdminOnlyMiddleware, OidcClient, ResourceOwnersRepository],
})
export class AuthModule {}
