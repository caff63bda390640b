import type { NextFunction, Request, Response } from 'express';
import { requestIdMiddleware } from './request-id.middleware';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const run = (incoming: string | undefined) => {
  const req = { header: (name: string) => (name.toLowerCase() === 'x-request-id' ? incoming : undefined) } as Request;
  const setHeader = jest.fn<Response, [string, string]>();
  const res = { setHeader } as unknown as Response;
  const next = jest.fn<void, []>();
  setHeader.mockReturnValue(res);
  requestIdMiddleware(req, res, next as NextFunction);
  return { req, setHeader, next };
};

describe(requestIdMiddleware.name, () => {
  it.each(['abc-123', 'req_1.2:3', 'a'.repeat(128), '6f1c2d8e-0b7a-4c55-9a6e-1d2f3a4b5c6d'])(
    'should echo the sane incoming id %p',
    (incoming) => {
      const { req, setHeader, next } = run(incoming);

      expect(req.id).toBe(incoming);
      expect(setHeader).toHaveBeenCalledWith('X-Request-Id', incoming);
      expect(next).toHaveBeenCalledTimes(1);
    },
  );

  it.each([
    ['too long', 'a'.repeat(129)],
    ['with spaces', 'abc 123'],
    ['with a newline', 'abc\r\nSet-Cookie: x=1'],
    ['with markup', '<script>'],
    ['empty', ''],
  ])('should replace an incoming id that is %s with a uuid', (_label, incoming) => {
    const { req, setHeader, next } = run(incoming);

    expect(String(req.id)).toMatch(UUID);
    expect(req.id).not.toBe(incoming);
    expect(setHeader).toHaveBeenCalledWith('X-Request-Id', req.id);
    expect(next).toHaveBeenCalledTimes(1);
  });

  it('should generate a uuid when no id is sent', () => {
    const { req, setHeader } = run(undefined);

    expect(String(req.id)).toMatch(UUID);
    expect(setHeader).toHaveBeenCalledWith('X-Request-Id', req.id);
  });

  it('should generate a different id for each request', () => {
    expect(run(undefined).req.id).not.toBe(run(undefined).req.id);
  });
});
