import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { mayWrite, WRITE_DENIED_MESSAGES } from 'src/common/access/write-access.policy';
import { type OwnerCheck, OWNER_OR_ADMIN_KEY } from 'src/common/decorators/auth.decorators';
import { AuthError, AuthErrorCode } from '../auth.errors';
import { ResourceOwnersRepository } from './resource-owners.repository';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The record a route's check names, if its id is well formed (anything else is left to the route's own 400/404). */
function targetId(req: Request, check: OwnerCheck): string | null {
  const body: unknown = req.body;
  const raw = check.bodyField
    ? body && typeof body === 'object' ? (body as Record<string, unknown>)[check.bodyField] : undefined
    : req.params[check.param ?? 'id'];
  return typeof raw === 'string' && UUID.test(raw) ? raw : null;
}

/**
 * Global guard after the auth guard: a route marked `@OwnerOrAdmin()` runs only for an admin or the record's owner
 * (403 FORBIDDEN otherwise, before anything is changed). The rule itself is `mayWrite`.
 */
@Injectable()
export class WriteAccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly owners: ResourceOwnersRepository,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const check = this.reflector.get<OwnerCheck | undefined>(OWNER_OR_ADMIN_KEY, context.getHandler());
    if (!check) return true;
    const req = context.switchToHttp().getRequest<Request>();
    const user = req.authUser;
    if (!user || user.role === 'admin') return true;
    const id = targetId(req, check);
    if (!id) return true;
    const owners = await this.owners.owners(check.resource, id);
    if (owners && !mayWrite(user, owners)) {
      throw new AuthError(AuthErrorCode.Forbidden, check.message ?? WRITE_DENIED_MESSAGES[check.resource]);
    }
    return true;
  }
}
