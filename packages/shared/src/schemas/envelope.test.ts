import { describe, expect, it } from 'vitest';
import { z } from '../zod';
import { ErrorEnvelopeSchema, envelopeOf } from './envelope';

describe('envelope', () => {
  it('types the data of a success envelope', () => {
    const schema = envelopeOf(z.array(z.number()));
    expect(
      schema.parse({ result: true, error: false, message: 'success', data: [1, 2] }).data,
    ).toEqual([1, 2]);
    expect(
      schema.safeParse({ result: true, error: false, message: 'success', data: ['x'] }).success,
    ).toBe(false);
  });
  it('insists that a failure has result false and error true', () => {
    expect(
      ErrorEnvelopeSchema.safeParse({ result: false, error: true, message: 'not-found' }).success,
    ).toBe(true);
    expect(
      ErrorEnvelopeSchema.safeParse({ result: false, error: false, message: 'not-found' }).success,
    ).toBe(false);
  });
});
