import type { IncomingMessage, ServerResponse } from 'node:http';
import { AppError } from '../errors/app-error';
import { JSON_MAX_DEPTH, JSON_MAX_VALUES, jsonShapeProblem, verifyJsonShape } from './json-body.options';

const bytes = (text: string): Buffer => Buffer.from(text, 'utf8');
const objects = (levels: number): string => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
const arrays = (levels: number): string => `${'['.repeat(levels)}${']'.repeat(levels)}`;
const list = (values: number, item = '0'): string => `{"list":[${Array.from({ length: values }, () => item).join(',')}]}`;
const limits = (maxDepth: number, maxValues = 1_000_000) => ({ maxDepth, maxValues });

describe(jsonShapeProblem.name, () => {
  it('should allow nesting up to the cap and refuse one level more, for objects and arrays', () => {
    expect(jsonShapeProblem(bytes(objects(32)), limits(32))).toBeNull();
    expect(jsonShapeProblem(bytes(objects(33)), limits(32))).toBe('too_deep');
    expect(jsonShapeProblem(bytes(arrays(32)), limits(32))).toBeNull();
    expect(jsonShapeProblem(bytes(arrays(33)), limits(32))).toBe('too_deep');
    expect(jsonShapeProblem(bytes(`[${'{"a":['.repeat(16)}${']}'.repeat(16)}]`), limits(32))).toBe('too_deep');
  });

  it('should count depth, not the number of containers', () => {
    const wide = `{"list":[${Array.from({ length: 10_000 }, () => '{"a":[1,{"b":2}]}').join(',')}]}`;
    expect(jsonShapeProblem(bytes(wide), limits(5))).toBeNull();
  });

  it('should allow up to the value cap and refuse more', () => {
    expect(jsonShapeProblem(bytes(list(1000)), { maxDepth: 32, maxValues: 1000 })).toBeNull();
    expect(jsonShapeProblem(bytes(list(1001)), { maxDepth: 32, maxValues: 1000 })).toBe('too_many_values');
    expect(jsonShapeProblem(bytes(list(2000, '"a,b,c,d,e,f"')), { maxDepth: 32, maxValues: 2000 })).toBeNull();
  });

  it('should ignore brackets, braces and commas inside strings, including after escaped quotes and backslashes', () => {
    expect(jsonShapeProblem(bytes(`{"a":"${'[{,'.repeat(100)}"}`), { maxDepth: 2, maxValues: 2 })).toBeNull();
    expect(jsonShapeProblem(bytes(`{"a":"x\\"${'['.repeat(50)}"}`), limits(2))).toBeNull();
    expect(jsonShapeProblem(bytes(`{"a":"x\\\\","b":[[[1]]]}`), limits(2))).toBe('too_deep');
    expect(jsonShapeProblem(bytes(`{"a":"🚚 ${'['.repeat(40)} \\u005b"}`), limits(2))).toBeNull();
  });

  it('should refuse 100,000 nested arrays and 500,000 list items, and scan a whole 1 MB body in one linear pass', () => {
    const caps = { maxDepth: JSON_MAX_DEPTH, maxValues: JSON_MAX_VALUES };
    expect(jsonShapeProblem(bytes(arrays(100_000)), caps)).toBe('too_deep');
    expect(jsonShapeProblem(bytes(list(500_000)), caps)).toBe('too_many_values');
    const large = bytes(`{"notes":"${'note [x] {y}, '.repeat(60_000)}"}`);
    expect(large.length).toBeGreaterThan(800_000);
    const started = performance.now();
    expect(jsonShapeProblem(large, caps)).toBeNull();
    expect(performance.now() - started).toBeLessThan(200);
  });
});

describe(verifyJsonShape.name, () => {
  const req = {} as IncomingMessage;
  const res = {} as ServerResponse;
  const thrownBy = (body: string): unknown => {
    try {
      verifyJsonShape(req, res, bytes(body));
    } catch (error) {
      return error;
    }
    return undefined;
  };

  it('should let a normal body through', () => {
    expect(thrownBy('{"tracking_number":"Q2G-1","extra":{"a":[1]}}')).toBeUndefined();
  });

  it('should refuse a deep or a wide body with a coded 400 error that names the limit', () => {
    const deep = thrownBy(objects(5000));
    expect(deep).toBeInstanceOf(AppError);
    expect(deep).toMatchObject({ code: 'VALIDATION_FAILED', status: 400, message: 'The JSON body is nested deeper than 32 levels' });
    expect(thrownBy(list(5000))).toMatchObject({ code: 'VALIDATION_FAILED', status: 400, message: 'The JSON body holds more than 1000 values (fields and list items)' });
  });
});
