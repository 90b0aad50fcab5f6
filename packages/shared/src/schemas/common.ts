import { z } from 'zod';

import { LANGS } from '../constants';

export { LANGS, type Lang } from '../constants';

export const LangSchema = z.enum(LANGS, { error: 'invalid-lang' });

/** Query `lang`, defaulting to English as the product does. */
export const LangQuerySchema = z.object({
  lang: LangSchema.default('en'),
});
export type LangQuery = z.infer<typeof LangQuerySchema>;

/**
 * A positive integer id taken from a path or query string. Anything else
 * ("abc", "-1", "1.5", a 20-digit number) is a 400 `invalid-id`, never a 500.
 */
export const IdSchema = z.coerce
  .number({ error: 'invalid-id' })
  .int({ error: 'invalid-id' })
  .min(1, { error: 'invalid-id' })
  .max(2_147_483_647, { error: 'invalid-id' });

export const PageSchema = z.coerce
  .number({ error: 'field-invalid' })
  .int({ error: 'field-invalid' })
  .min(1, { error: 'field-too-small' })
  .max(100_000, { error: 'field-too-large' });
