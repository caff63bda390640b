import type { INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { DocumentBuilder, type OpenAPIObject, SwaggerModule } from '@nestjs/swagger';
import type { NextFunction, Request, Response } from 'express';
import { API_DOCS_JSON_PATH, API_DOCS_PATH, BEARER_AUTH, SESSION_AUTH } from './common/http/api-docs.constants';
import { AppExceptionFilter } from './common/filters/app-exception.filter';
import { AuthError, AuthErrorCode } from './modules/auth/auth.errors';
import { AuthenticationService } from './modules/auth/authentication.service';
import { SESSION_COOKIE_NAME } from './modules/auth/session.middleware';

/** Object keys sorted at every level, so the committed openapi.json only changes when the contract does. */
function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  const source = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(source)
      .sort()
      .map((key) => [key, sortKeys(source[key])]),
  );
}

/** The API contract of an application whose modules are loaded (no need to listen, nor even to connect). */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Lead Automation API')
    .setDescription(
      'Inbound moving leads to booked moves. Sign in through the admin (session cookie; state-changing calls also send ' +
        'the X-CSRF-Token header) or send an API token as `Authorization: Bearer <token>`. Errors use one envelope: ' +
        '{success:false, error, message, error_code}.',
    )
    .setVersion('1.0')
    .addCookieAuth(SESSION_COOKIE_NAME, { type: 'apiKey', in: 'cookie', description: 'Session cookie set by /auth/callback' }, SESSION_AUTH)
    .addBearerAuth({ type: 'http', scheme: 'bearer', bearerFormat: 'opaque', description: 'API token (npm run token:create)' }, BEARER_AUTH)
    .addSecurityRequirements(SESSION_AUTH)
    .addSecurityRequirements(BEARER_AUTH)
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    operationIdFactory: (controllerKey: string, methodKey: string) => `${controllerKey.replace(/Controller$/, '')}_${methodKey}`,
  });
  return sortKeys(document) as OpenAPIObject;
}

/** openapi.json as committed: sorted keys, two-space indent, trailing newline. */
export const serializeOpenApiDocument = (document: OpenAPIObject): string => `${JSON.stringify(document, null, 2)}\n`;

/**
 * Swagger UI's "Try it out" as a signed-in session: a state-changing call must echo the session's CSRF token, which
 * the UI cannot know, so this asks /auth/status for it first (an API token call needs none). Serialized with
 * toString() into swagger-ui-init.js (a same-origin file, so the CSP allows it): it may use browser globals only,
 * and promise chains rather than async/await so no compiler helper is referenced.
 */
interface TryItOutRequest {
  method?: string;
  headers: Record<string, string>;
}
const addCsrfToken = (request: TryItOutRequest): TryItOutRequest | Promise<TryItOutRequest> => {
  const method = (request.method ?? 'GET').toUpperCase();
  const hasHeader = (name: string): boolean => Object.keys(request.headers).some((key) => key.toLowerCase() === name);
  if (method === 'GET' || method === 'HEAD' || method === 'OPTIONS' || hasHeader('authorization') || hasHeader('x-csrf-token')) {
    return request;
  }
  return fetch('/auth/status', { credentials: 'same-origin', headers: { accept: 'application/json' } })
    .then((response) => response.json() as Promise<{ csrf_token?: string | null }>)
    .then((status) => {
      if (status.csrf_token) request.headers['X-CSRF-Token'] = status.csrf_token;
      return request;
    })
    .catch(() => request);
};

const isDocsPath = (path: string): boolean =>
  path === API_DOCS_PATH || path.startsWith(`${API_DOCS_PATH}/`) || path === API_DOCS_JSON_PATH;

/**
 * Swagger UI and the JSON document for signed-in users only. They are served by Express outside Nest's router,
 * where the global guard does not run, so this middleware asks the same AuthenticationService and answers an
 * anonymous caller with the usual 401 envelope. The document is built on the first request, not at startup.
 */
export function setupApiDocs(app: NestExpressApplication): void {
  const authentication = app.get(AuthenticationService);
  const filter = new AppExceptionFilter();
  app.use((req: Request, res: Response, next: NextFunction): void => {
    if (!isDocsPath(req.path)) return next();
    authentication.identify(req).then(
      (user) => {
        if (user) return next();
        const { status, body } = filter.map(new AuthError(AuthErrorCode.AuthRequired, 'Authentication required. Please sign in.'));
        res.status(status).json(body);
      },
      (error: unknown) => next(error),
    );
  });
  SwaggerModule.setup(API_DOCS_PATH, app, () => buildOpenApiDocument(app), {
    jsonDocumentUrl: API_DOCS_JSON_PATH,
    raw: ['json'],
    customSiteTitle: 'Lead Automation API',
    swaggerOptions: { persistAuthorization: false, withCredentials: true, requestInterceptor: addCsrfToken },
  });
}
