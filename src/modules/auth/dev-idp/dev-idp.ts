import express, { type NextFunction, type Request, type Response, type Router } from 'express';
import { generateKeyPairSync, randomBytes } from 'node:crypto';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import { DEV_IDP_PATH, type AppConfigService } from 'src/config/app-config.service';
import { claimsFor, DEMO_ACCOUNTS } from './dev-idp-accounts';
import { renderLoginPage } from './dev-idp-page';

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Development/test identity provider: a real OIDC provider (oidc-provider) mounted in-process at /dev-idp, so
 * demos and tests run the production sign-in code path. Never mounted in production (config refuses it).
 */
export function createDevIdp(config: AppConfigService): Router {
  if (config.app.isProduction) throw new Error('The development identity provider cannot run in production');
  const oidc = config.oidc;
  if (!oidc.issuerUrl || !oidc.clientId || !oidc.clientSecret) throw new Error('Dev IdP settings are incomplete');
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const configuration: Configuration = {
    clients: [
      {
        client_id: oidc.clientId,
        client_secret: oidc.clientSecret,
        redirect_uris: [oidc.redirectUri],
        post_logout_redirect_uris: [`${config.app.publicUrl}/login`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    jwks: { keys: [{ ...privateKey.export({ format: 'jwk' }), kid: 'dev-idp', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    claims: { openid: ['sub', 'tid'], email: ['email', 'email_verified'], profile: ['name', 'preferred_username'] },
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    ttl: { AccessToken: 600, IdToken: 600, AuthorizationCode: 60, Interaction: 900, Session: 12 * 3600, Grant: 12 * 3600 },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx: KoaContextWithOIDC, interaction) => `${DEV_IDP_PATH}/interaction/${interaction.uid}` },
    findAccount: (_ctx: KoaContextWithOIDC, id: string) => ({
      accountId: id,
      claims: () => claimsFor(id),
    }),
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const clientId = ctx.oidc.client?.clientId;
      const accountId = ctx.oidc.session?.accountId;
      if (!clientId || !accountId) return undefined;
      const grantId = ctx.oidc.session?.grantIdFor(clientId);
      const existing = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
      if (existing) return existing;
      const grant = new ctx.oidc.provider.Grant({ clientId, accountId });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    renderError: (ctx, out) => {
      ctx.type = 'text/plain';
      ctx.body = `Sign-in error: ${out.error}${out.error_description ? ` - ${out.error_description}` : ''}`;
    },
  };
  const provider = new Provider(oidc.issuerUrl, configuration);
  provider.proxy = config.app.trustProxy;

  const router = express.Router();
  router.get('/interaction/:uid', (req, res, next) => {
    provider
      .interactionDetails(req, res)
      .then((details) => {
        res.type('html').send(renderLoginPage({ uid: details.uid, accounts: DEMO_ACCOUNTS }));
      })
      .catch(next);
  });
  router.post('/interaction/:uid/login', express.urlencoded({ extended: false, limit: '4kb' }), (req, res, next) => {
    const body = req.body as { email?: unknown } | undefined;
    const email = typeof body?.email === 'string' ? body.email.trim().toLowerCase() : '';
    const uid = String(req.params.uid);
    if (!EMAIL_PATTERN.test(email)) {
      res.status(400).type('html').send(renderLoginPage({ uid, accounts: DEMO_ACCOUNTS, error: 'Enter a valid email address' }));
      return;
    }
    provider
      .interactionFinished(req, res, { login: { accountId: email } }, { mergeWithLastSubmission: false })
      .catch(next);
  });
  const callback = provider.callback();
  router.use((req: Request, res: Response, next: NextFunction) => {
    callback(req, res).catch(next);
  });
  return router;
}
