import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldError, FieldErrors, FieldValues, Path, Resolver } from 'react-hook-form';
import type { z } from 'zod';

type ExtraRules<T> = (values: T) => Partial<Record<Path<T>, string | null>>;

/**
 * A react-hook-form resolver from one of the shared zod schemas (the ones the server validates
 * with), plus optional extra rule functions for what the schema leaves to the route (date of
 * birth, which needs today's date). The values handed to submit are the raw form values: the
 * page builds its own request (FormData, strings).
 */
export function schemaResolver<T extends FieldValues>(
  schema: z.ZodType,
  extra?: ExtraRules<T>,
): Resolver<T> {
  // The schema's input type has the optional and defaulted fields of the request; the form's own
  // type is the stricter shape it edits, so the types meet here, once.
  const base = zodResolver(schema as never, undefined, { raw: true }) as unknown as Resolver<T>;
  if (!extra) return base;
  return async (values, context, options) => {
    const result = await base(values, context, options);
    const added = Object.entries(extra(values)).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    );
    if (added.length === 0) return result;
    const errors: Record<string, FieldError> = { ...(result.errors as Record<string, FieldError>) };
    for (const [field, key] of added) errors[field] ??= { type: 'rule', message: key };
    return { values: {}, errors: errors as FieldErrors<T> };
  };
}
