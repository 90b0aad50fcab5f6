import { describe, expect, it } from 'vitest';
import { IdSchema } from '../schemas/common';
import { ID_MAX, parsePositiveId } from './ids';

describe('parsePositiveId', () => {
  it.each([
    ['1', 1],
    ['42', 42],
    [String(ID_MAX), ID_MAX],
  ])('reads %s', (value, id) => {
    expect(parsePositiveId(value)).toBe(id);
  });

  it.each([
    null,
    undefined,
    '',
    '0',
    '-1',
    '01',
    '1.0',
    '1e3',
    '0x10',
    ' 7',
    String(ID_MAX + 1),
    'abc',
  ])('refuses %j', (value) => {
    expect(parsePositiveId(value)).toBeNull();
  });

  it('agrees with IdSchema on its range', () => {
    for (const value of ['1', '9', '10', '999999999', String(ID_MAX)]) {
      expect(IdSchema.safeParse(value)).toMatchObject({
        success: true,
        data: parsePositiveId(value),
      });
    }
    for (const value of ['0', String(ID_MAX + 1)]) {
      expect(parsePositiveId(value)).toBeNull();
      expect(IdSchema.safeParse(value).success).toBe(false);
    }
  });
});
