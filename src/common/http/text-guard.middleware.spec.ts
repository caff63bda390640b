import type { NextFunction, Request, Response } from 'express';
import { AppError } from '../errors/app-error';
import { textGuardMiddleware } from './text-guard.middleware';

const run = (req: { path?: string; query?: unknown; body?: unknown }): unknown[] => {
  const next = jest.fn<void, unknown[]>();
  textGuardMiddleware({ path: '/api/opportunities', query: {}, ...req } as unknown as Request, {} as Response, next as NextFunction);
  expect(next).toHaveBeenCalledTimes(1);
  return next.mock.calls[0];
};

const refusal = (req: Parameters<typeof run>[0]): AppError => {
  const [error] = run(req);
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
};

describe(textGuardMiddleware.name, () => {
  it('should let clean requests through, including raw bodies and text with emoji', () => {
    expect(run({ query: { q: 'ann 🚚', page: '2', status: ['new', 'booked'] }, body: { customer_name: 'José', n: 1 } })).toEqual([]);
    expect(run({ path: '/api/leads/inbound-email', body: Buffer.from('Subject: a\u0000b') })).toEqual([]);
    expect(run({ body: undefined })).toEqual([]);
  });

  it('should refuse a NUL in the decoded path', () => {
    const error = refusal({ path: '/api/opportunities/by-tracking/Q2G%00-1' });
    expect(error).toMatchObject({ code: 'VALIDATION_FAILED', message: 'the request path contains a NUL character (U+0000), which is not accepted' });
    expect(error.fieldErrors).toEqual({ path: 'the request path contains a NUL character (U+0000), which is not accepted' });
    expect(refusal({ path: '/api/x/%E0%A4%A/%00' }).fieldErrors).toHaveProperty('path');
  });

  it('should refuse a NUL in a query parameter, naming it', () => {
    const error = refusal({ query: { q: 'ann\u0000' } });
    expect(error.message).toBe('query parameter q contains a NUL character (U+0000), which is not accepted');
    expect(error.fieldErrors).toEqual({ q: 'query parameter q contains a NUL character (U+0000), which is not accepted' });
    expect(refusal({ query: { status: ['new', '\u0000'] } }).fieldErrors).toHaveProperty(['status[1]']);
    expect(refusal({ query: { 'x\u0000': '1' } }).message).toBe('a field name in the query string contains a NUL character (U+0000), which is not accepted');
  });

  it('should refuse a NUL or a lone surrogate anywhere in a parsed body, naming the field', () => {
    expect(refusal({ body: { customer_name: 'Ann\u0000' } }).fieldErrors).toEqual({ customer_name: 'customer_name contains a NUL character (U+0000), which is not accepted' });
    expect(refusal({ body: { customer_email: 'a\ud800b@example.com' } }).fieldErrors).toEqual({
      customer_email: 'customer_email is not valid Unicode text (it contains an unpaired surrogate)',
    });
    expect(refusal({ body: { extra: { list: ['ok', 'b\u0000'] } } }).fieldErrors).toHaveProperty(['extra.list[1]']);
    expect(refusal({ body: { 'x\u0000y': 'z' } }).message).toBe('a field name in the request body contains a NUL character (U+0000), which is not accepted');
    expect(refusal({ body: ['\u0000'] }).fieldErrors).toHaveProperty(['[0]']);
  });
});
