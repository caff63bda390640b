import { Controller, Get, HttpCode, Post, Query, Req, Res, UseGuards } from '@nestjs/common';
import { ApiFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrorResponses } from 'src/common/dto/error-envelope.dto';
import { SuccessResponseDto } from 'src/common/dto/success-response.dto';
import { SkipThrottle } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { Public } from 'src/common/decorators/auth.decorators';
import { AppConfigService } from 'src/config/app-config.service';
import { ApiTokenService } from './api-token.service';
import { AuthError, AuthErrorCode } from './auth.errors';
import { AuthenticationService } from './authentication.service';
import { AuthStatusResponseDto, LoginResponseDto, mapUser, VerifyTokenResponseDto } from './dto/auth-response.dto';
import { VerifyTokenQueryDto } from './dto/verify-token-query.dto';
import { OidcAuthGuard, type OidcRequest } from './oidc-auth.guard';
import { OidcClient } from './oidc.client';
import { SESSION_COOKIE_NAME } from './session.middleware';

export const OAUTH_DISABLED_MESSAGE = 'Microsoft OAuth is currently disabled. Please contact your administrator.';
const DENIED_REASONS = new Set(['wrong_domain', 'wrong_tenant', 'missing_email']);

const wantsHtml = (req: Request): boolean => req.accepts(['json', 'html']) === 'html';

@Public()
@ApiTags('Auth')
@ApiErrorResponses({ isPublic: true })
@Controller('auth')
export class AuthController {
  constructor(
    private readonly config: AppConfigService,
    private readonly oidc: OidcClient,
    private readonly authentication: AuthenticationService,
    private readonly apiTokens: ApiTokenService,
  ) {}

  /** `{success, auth_url}`; a browser navigation (the fallback link) goes straight to the provider. */
  @Get('login')
  @ApiOperation({ summary: 'Where to sign in (a browser is redirected there)', security: [] })
  @ApiOkResponse({ type: LoginResponseDto, description: 'With OAuth disabled: the error envelope with OAUTH_DISABLED (still 200)' })
  @ApiFoundResponse({ description: 'Browser navigation: redirect to the identity provider' })
  login(@Req() req: Request, @Res({ passthrough: true }) res: Response) {
    if (!this.oidc.enabled) {
      return { success: false, error: 'oauth_disabled', message: OAUTH_DISABLED_MESSAGE, error_code: 'OAUTH_DISABLED' };
    }
    const authUrl = `${this.config.app.publicUrl}/auth/login/start`;
    if (wantsHtml(req)) {
      res.redirect(302, authUrl);
      return undefined;
    }
    return { success: true, auth_url: authUrl, message: 'Redirect the browser to auth_url to sign in' };
  }

  /** Redirects to the identity provider with state, nonce and a PKCE challenge (openid-client Strategy). */
  @Get('login/start')
  @ApiOperation({ summary: 'Redirect to the identity provider (state, nonce, PKCE)', security: [] })
  @ApiFoundResponse({ description: 'Redirect to the identity provider, or to /login?error=…' })
  @UseGuards(OidcAuthGuard)
  loginStart(@Req() req: OidcRequest, @Res() res: Response): void {
    res.redirect(302, `/login?error=${encodeURIComponent(this.describeFailure(req.oidcFailure?.reason))}`);
  }

  @Get('callback')
  @ApiOperation({ summary: 'Identity provider callback: starts the session', security: [] })
  @ApiFoundResponse({ description: 'Redirect to / when signed in, else to /login' })
  @UseGuards(OidcAuthGuard)
  async callback(@Req() req: OidcRequest, @Res() res: Response): Promise<void> {
    if (req.oidcUser) {
      await this.authentication.startSession(req, req.oidcUser);
      res.redirect(302, '/');
      return;
    }
    const reason = req.oidcFailure?.reason;
    if (reason && DENIED_REASONS.has(reason)) {
      await this.authentication.destroySession(req);
      res.redirect(302, '/login?access_denied=1');
      return;
    }
    res.redirect(302, `/login?error=${encodeURIComponent(this.describeFailure(reason))}`);
  }

  @Get('status')
  @ApiOperation({ summary: 'Who is signed in, and the CSRF token of the session', security: [] })
  @ApiOkResponse({ type: AuthStatusResponseDto })
  @SkipThrottle()
  async status(@Req() req: Request): Promise<AuthStatusResponseDto> {
    const user = await this.authentication.identify(req);
    return {
      authenticated: user !== null,
      user: user ? mapUser(user) : null,
      csrf_token: user?.via === 'session' ? this.authentication.csrfToken(req) : null,
      ops_for_all: this.config.app.opsForAll,
    };
  }

  @Get('verify-token')
  @ApiOperation({ summary: 'Check an API token', security: [] })
  @ApiOkResponse({ type: VerifyTokenResponseDto })
  async verifyToken(@Query() query: VerifyTokenQueryDto): Promise<VerifyTokenResponseDto> {
    const user = await this.apiTokens.verify(query.token);
    return { authenticated: user !== null, user: user ? mapUser(user) : null };
  }

  /** Sign-out as the admin does it: a session signed in here must echo its CSRF token in X-CSRF-Token. */
  @Post('logout')
  @HttpCode(200)
  @ApiOperation({ summary: 'Sign out (a signed-in session sends X-CSRF-Token)', security: [] })
  @ApiOkResponse({ type: SuccessResponseDto })
  @ApiFoundResponse({ description: 'Browser navigation: redirect to /login' })
  @ApiErrorResponses({ isPublic: true })
  async logoutPost(@Req() req: Request, @Res({ passthrough: true }) res: Response) {
    if (!(await this.authentication.mayEndSession(req))) {
      throw new AuthError(AuthErrorCode.CsrfTokenInvalid, 'Missing or invalid CSRF token');
    }
    return this.endSession(req, res);
  }

  /**
   * The older GET sign-out, kept for requests from this site only (Fetch Metadata, else Origin/Referer): a link
   * or image on another site must not sign the user out. A cross-site navigation lands on the app unchanged.
   */
  @Get('logout')
  @ApiOperation({ summary: 'Older sign-out, from this site only', deprecated: true, security: [] })
  @ApiOkResponse({ type: SuccessResponseDto })
  @ApiFoundResponse({ description: 'Browser navigation: redirect to /login (or / from another site)' })
  async logout(@Req() req: Request, @Res({ passthrough: true }) res: Response) {
    if (!this.authentication.isFromOwnSite(req)) {
      if (wantsHtml(req)) {
        res.redirect(302, '/');
        return undefined;
      }
      throw new AuthError(AuthErrorCode.CsrfTokenInvalid, 'Sign-out must come from this site (POST /auth/logout with X-CSRF-Token)');
    }
    return this.endSession(req, res);
  }

  private async endSession(req: Request, res: Response) {
    await this.authentication.destroySession(req);
    res.clearCookie(SESSION_COOKIE_NAME, { path: '/' });
    if (wantsHtml(req)) {
      res.redirect(302, '/login');
      return undefined;
    }
    return { success: true };
  }

  private describeFailure(reason: string | undefined): string {
    switch (reason) {
      case 'invalid_response': return 'the sign-in response could not be verified';
      case 'login_failed': return 'sign-in was not completed';
      case 'missing_id_token': return 'the sign-in provider returned no identity';
      default: return 'the sign-in provider could not be reached';
    }
  }
}
