import { z } from '../zod';

/**
 * The response envelope of DECISIONS D3. `error` is always `!result` so that
 * readers of either flag work.
 */
export const FieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof FieldErrorsSchema>;

export function envelopeOf<T extends z.ZodType>(data: T) {
  return z.object({
    result: z.boolean(),
    error: z.boolean(),
    message: z.string(),
    data,
  });
}

/** The data of an answer that has nothing to send back (logout, password reset): `null`. */
export const NoDataSchema = z.null();

export const ErrorEnvelopeSchema = z.object({
  result: z.literal(false),
  error: z.literal(true),
  message: z.string(),
  errors: FieldErrorsSchema.optional(),
});
export type ErrorEnvelope = z.infer<typeof ErrorEnvelopeSchema>;

export type Envelope<T> = {
  result: boolean;
  error: boolean;
  message: string;
  data?: T;
  errors?: FieldErrors;
};
