import { describe, expect, it } from 'vitest';
import { z } from '@camtour/shared/zod';

describe('zod in the browser', () => {
  it('parses without compiling code: the CSP (script-src self) allows no eval', () => {
    expect(z.config().jitless).toBe(true);
    expect(z.object({ n: z.number() }).safeParse({ n: 'x' }).success).toBe(false);
  });
});
