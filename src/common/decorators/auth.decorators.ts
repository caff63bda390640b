import { createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import type { Request } from 'express';
import type { OwnedResource } from '../access/write-access.policy';

export const IS_PUBLIC_KEY = 'auth:public';
export const ADMIN_ONLY_KEY = 'auth:admin-only';

/** Marks a route (or controller) as reachable without signing in. */
export const Public = (): MethodDecorator & ClassDecorator => SetMetadata(IS_PUBLIC_KEY, true);

export const API_TOKEN_ONLY_KEY = 'auth:api-token-only';

/** Integration endpoints: callers authenticate with an API token (Authorization: Bearer), not a browser session. */
export const ApiTokenOnly = (): MethodDecorator & ClassDecorator => SetMetadata(API_TOKEN_ONLY_KEY, true);

/** Restricts a route (or controller) to admins; enforced by the global auth guard. */
export const AdminOnly = (): MethodDecorator & ClassDecorator => SetMetadata(ADMIN_ONLY_KEY, true);

export const OPS_ONLY_KEY = 'auth:ops-only';

/**
 * The Automation Run screens' data (Deliveries, Outbox, Recent Replies, Suppression List): admins, or everyone signed
 * in when OPS_FOR_ALL is true, the same rule by which the sidebar shows that group. Enforced by the global auth guard.
 */
export const OpsOnly = (): MethodDecorator & ClassDecorator => SetMetadata(OPS_ONLY_KEY, true);

export const OWNER_OR_ADMIN_KEY = 'auth:owner-or-admin';

/** Which record a write route changes: named by a route parameter, or by a body field (a new rule's sequence). */
export interface OwnerCheck {
  resource: OwnedResource;
  param?: string;
  bodyField?: string;
  /** The 403's words where a seed fixes them; otherwise the resource's own sentence. */
  message?: string;
}

/**
 * A write only the record's owner or an admin may make (src/common/access/write-access.policy.ts); checked by the
 * global write-access guard before the handler runs. A record that does not exist passes, for the handler's 404.
 */
export const OwnerOrAdmin = (resource: OwnedResource, from: Omit<OwnerCheck, 'resource'> = { param: 'id' }): MethodDecorator =>
  SetMetadata(OWNER_OR_ADMIN_KEY, { resource, ...from } satisfies OwnerCheck);

export type UserRoleName = 'admin' | 'staff';

/** What an API token may be limited to: 'inbound' (the mail gateway's token) posts inbound mail and nothing else. */
export const TOKEN_SCOPES = ['inbound'] as const;
export type TokenScope = (typeof TOKEN_SCOPES)[number];

export const TOKEN_SCOPE_KEY = 'auth:token-scope';

/**
 * The one route a scoped token may call (a scoped token is refused everywhere else); on an @AdminOnly() route, a
 * token with this scope passes as an admin's would. Enforced by the global auth guard.
 */
export const ForTokenScope = (scope: TokenScope): MethodDecorator => SetMetadata(TOKEN_SCOPE_KEY, scope);

/** The signed-in principal attached to the request by the global guard. */
export interface AuthUser {
  id: string;
  email: string;
  displayName: string;
  userPrincipalName: string;
  role: UserRoleName;
  via: 'session' | 'token';
  /** A scoped API token's scope; absent for sessions and full tokens. */
  scope?: TokenScope | null;
}

export const CurrentUser = createParamDecorator((_data: unknown, ctx: ExecutionContext): AuthUser | undefined => {
  return ctx.switchToHttp().getRequest<Request>().authUser;
});
