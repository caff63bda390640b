import 'reflect-metadata';
import type { ArgumentsHost, ExecutionContext, Type } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { AdminOnly, type AuthUser, ForTokenScope, OpsOnly, Public } from 'src/common/decorators/auth.decorators';
import type { AppConfigService } from 'src/config/app-config.service';
import { AppAuthGuard } from './auth.guard';
import { AuthError, AuthErrorCode } from './auth.errors';
import type { AuthenticationService } from './authentication.service';

const strict = <F extends (...args: never[]) => unknown>(name: string): jest.Mock<ReturnType<F>, Parameters<F>> =>
  jest.fn<ReturnType<F>, Parameters<F>>(() => {
    throw new Error(`Unexpected call to ${name}`);
  });

type HttpArgumentsHost = ReturnType<ArgumentsHost['switchToHttp']>;

const unexpected = (name: string) => (): never => {
  throw new Error(`Unexpected call to ${name}`);
};

class PlainController {
  read(): void {}

  @Public()
  open(): void {}

  @AdminOnly()
  remove(): void {}

  @OpsOnly()
  deliveries(): void {}

  @AdminOnly()
  @ForTokenScope('inbound')
  inbound(): void {}
}

@Public()
class PublicController {
  read(): void {}
}

@AdminOnly()
class AdminController {
  list(): void {}
}

const makeUser = (role: AuthUser['role']): AuthUser => ({
  id: `${role}-1`,
  email: `${role}@movingco.example`,
  displayName: role,
  userPrincipalName: `${role}@movingco.example`,
  role,
  via: 'session',
});

const makeContext = <C>(controller: Type<C>, handler: keyof C & string, req: Request): ExecutionContext => {
  const method = controller.prototype[handler] as () => void;
  const http: HttpArgumentsHost = {
    getRequest: <T>() => req as unknown as T,
    getResponse: unexpected('getResponse'),
    getNext: unexpected('getNext'),
  };
  return {
    getClass: <T>() => controller as unknown as Type<T>,
    getHandler: () => method,
    switchToHttp: () => http,
    switchToRpc: unexpected('switchToRpc'),
    switchToWs: unexpected('switchToWs'),
    getArgs: unexpected('getArgs'),
    getArgByIndex: unexpected('getArgByIndex'),
    getType: unexpected('getType'),
  };
};

const expectAuthError = async (promise: Promise<boolean>, code: AuthErrorCode): Promise<void> => {
  await expect(promise).rejects.toBeInstanceOf(AuthError);
  await expect(promise).rejects.toMatchObject({ code });
};

describe(AppAuthGuard.name, () => {
  let sut: AppAuthGuard;
  let authentication: jest.Mocked<Pick<AuthenticationService, 'identify' | 'passesCsrf'>>;
  const req = { method: 'POST' } as Request;
  const config = { app: { opsForAll: false } };

  beforeEach(() => {
    config.app.opsForAll = false;
    authentication = {
      identify: strict<AuthenticationService['identify']>('identify'),
      passesCsrf: strict<AuthenticationService['passesCsrf']>('passesCsrf'),
    };
    sut = new AppAuthGuard(new Reflector(), authentication as unknown as AuthenticationService, config as unknown as AppConfigService);
  });

  it('should let a @Public() route through without identifying the caller', async () => {
    await expect(sut.canActivate(makeContext(PlainController, 'open', req))).resolves.toBe(true);

    expect(authentication.identify).not.toHaveBeenCalled();
  });

  it('should let every route of a @Public() controller through', async () => {
    await expect(sut.canActivate(makeContext(PublicController, 'read', req))).resolves.toBe(true);

    expect(authentication.identify).not.toHaveBeenCalled();
  });

  it('should throw AUTH_REQUIRED when nobody is signed in', async () => {
    authentication.identify.mockResolvedValue(null);

    await expectAuthError(sut.canActivate(makeContext(PlainController, 'read', req)), AuthErrorCode.AuthRequired);
    expect(authentication.identify).toHaveBeenCalledWith(req);
    expect(authentication.passesCsrf).not.toHaveBeenCalled();
  });

  it('should throw CSRF_TOKEN_INVALID when the CSRF check fails', async () => {
    const user = makeUser('admin');
    authentication.identify.mockResolvedValue(user);
    authentication.passesCsrf.mockReturnValue(false);

    await expectAuthError(sut.canActivate(makeContext(PlainController, 'read', req)), AuthErrorCode.CsrfTokenInvalid);
    expect(authentication.passesCsrf).toHaveBeenCalledWith(req, user);
  });

  it('should let a signed-in staff member through an ordinary route', async () => {
    authentication.identify.mockResolvedValue(makeUser('staff'));
    authentication.passesCsrf.mockReturnValue(true);

    await expect(sut.canActivate(makeContext(PlainController, 'read', req))).resolves.toBe(true);
  });

  it("should let an inbound-scoped token through its own admin route, and nowhere else", async () => {
    authentication.identify.mockResolvedValue({ ...makeUser('staff'), via: 'token', scope: 'inbound' });
    authentication.passesCsrf.mockReturnValue(true);

    await expect(sut.canActivate(makeContext(PlainController, 'inbound', req))).resolves.toBe(true);
    for (const handler of ['read', 'remove', 'deliveries'] as const) {
      await expectAuthError(sut.canActivate(makeContext(PlainController, handler, req)), AuthErrorCode.Forbidden);
    }
    // A staff member's full token is still refused on the scoped admin route.
    authentication.identify.mockResolvedValue({ ...makeUser('staff'), via: 'token', scope: null });
    await expectAuthError(sut.canActivate(makeContext(PlainController, 'inbound', req)), AuthErrorCode.Forbidden);
  });

  it('should throw FORBIDDEN for staff on an @AdminOnly() route', async () => {
    authentication.identify.mockResolvedValue(makeUser('staff'));
    authentication.passesCsrf.mockReturnValue(true);

    await expectAuthError(sut.canActivate(makeContext(PlainController, 'remove', req)), AuthErrorCode.Forbidden);
  });

  it('should throw FORBIDDEN for staff on an @AdminOnly() controller', async () => {
    authentication.identify.mockResolvedValue(makeUser('staff'));
    authentication.passesCsrf.mockReturnValue(true);

    await expectAuthError(sut.canActivate(makeContext(AdminController, 'list', req)), AuthErrorCode.Forbidden);
  });

  it('should let an admin through @AdminOnly() routes and controllers', async () => {
    authentication.identify.mockResolvedValue(makeUser('admin'));
    authentication.passesCsrf.mockReturnValue(true);

    await expect(sut.canActivate(makeContext(PlainController, 'remove', req))).resolves.toBe(true);
    await expect(sut.canActivate(makeContext(AdminController, 'list', req))).resolves.toBe(true);
  });

  it('should check CSRF before the admin requirement', async () => {
    authentication.identify.mockResolvedValue(makeUser('staff'));
    authentication.passesCsrf.mockReturnValue(false);

    await expectAuthError(sut.canActivate(makeContext(AdminController, 'list', req)), AuthErrorCode.CsrfTokenInvalid);
  });

  it('should keep @OpsOnly() routes for admins unless OPS_FOR_ALL is true', async () => {
    authentication.passesCsrf.mockReturnValue(true);
    authentication.identify.mockResolvedValue(makeUser('staff'));
    await expectAuthError(sut.canActivate(makeContext(PlainController, 'deliveries', req)), AuthErrorCode.Forbidden);

    authentication.identify.mockResolvedValue(makeUser('admin'));
    await expect(sut.canActivate(makeContext(PlainController, 'deliveries', req))).resolves.toBe(true);

    config.app.opsForAll = true;
    authentication.identify.mockResolvedValue(makeUser('staff'));
    await expect(sut.canActivate(makeContext(PlainController, 'deliveries', req))).resolves.toBe(true);
  });
});
