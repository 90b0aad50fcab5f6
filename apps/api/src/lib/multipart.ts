import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

export interface UploadedFile {
  filename: string;
  mimetype: string;
  bytes: Buffer;
  /** True when the file was longer than the limit and was cut. */
  truncated: boolean;
}

/**
 * Reads a multipart form: text fields as strings, and the one file field.
 * The file is cut at `maxFileBytes`, so an oversized upload is reported as a
 * field error instead of filling memory.
 */
export async function readMultipart(req: FastifyRequest, fileField: string) {
  if (!req.isMultipart()) throw new AppError('unsupported-media-type', 415);
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  for await (const part of req.parts()) {
    if (part.type === 'file') {
      const bytes = await part.toBuffer();
      if (part.fieldname === fileField && !file) {
        file = {
          filename: part.filename,
          mimetype: part.mimetype,
          bytes,
          truncated: part.file.truncated,
        };
      }
    } else if (typeof part.value === 'string') {
      fields[part.fieldname] = part.value;
    }
  }
  return { fields, file };
}
