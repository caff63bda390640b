import { createParamDecorator, type ExecutionContext, SetMetadata } from '@nestjs/common';
import type { Request } from 'express';

export const IS_PUBLIC_KEY = 'auth:public';
export const ADMIN_ONLY_KEY = 'auth:admin-only';

/** Marks a route (or controller) as reachable without signing in. */
export const Public = (): MethodDecorator & ClassDecorator => SetMetadata(IS_PUBLIC_KEY, true);

export const API_TOKEN_ONLY_KEY = 'auth:api-token-only';

/** Integration endpoints: callers authenticate with an API token (Authorization: Bearer), not a browser session. */
export const ApiTokenOnly = (): MethodDecorator & ClassDecorator => SetMetadata(API_TOKEN_ONLY_KEY, true);

/** Restricts a route (or controller) to admins; enforced by the global auth guard. */
export const AdminOnly = (): MethodDecorator & ClassDecorator => SetMetadata(ADMIN_ONLY_KEY, true);

export type UserRoleName = 'admin' | 'staff';

/** The signed-in principal attached to the request by the global guard. */
export interface AuthUser {
  id: string;
  email: string;
  displayName: string;
  userPrincipalName: string;
  role: UserRoleName;
  via: 'session' | 'token';
}

export const CurrentUser = createParamDecorator((_data: unknown, ctx: ExecutionContext): AuthUser | undefined => {
  return ctx.switchToHttp().getRequest<Request>().authUser;
});
