import { describe, expect, it } from 'vitest';
import { previewContactArg } from './use-preview';

describe('preview contact', () => {
  it('is null without a contact, the id for a stored contact, else its fields', () => {
    expect(previewContactArg(null)).toBeNull();
    expect(previewContactArg({ id: '0b9f5f0e-8a3c-4c1e-9a57-2d2f0f6f1a10', first_name: 'A', last_name: null, email: 'a@example.com', name: 'A' })).toBe('0b9f5f0e-8a3c-4c1e-9a57-2d2f0f6f1a10');
    expect(previewContactArg({ id: 'example-1', first_name: 'Maria', last_name: null, email: 'm@example.com', name: 'Maria' })).toEqual({
      first_name: 'Maria',
      last_name: null,
      email: 'm@example.com',
      name: 'Maria',
    });
  });
});
