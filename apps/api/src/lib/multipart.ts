import type {} from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { refuseNul } from './refuse-nul';
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
 * field error instead of filling memory. A body the parser cannot read (no
 * boundary, cut short, a part without a name) is the client's 400, not a 500.
 */
export async function readMultipart(
  req: FastifyRequest,
  fileField: string,
  /** Overrides the app-wide file limit (profile images) for a route that takes larger files. */
  maxFileBytes?: number,
) {
  if (!req.isMultipart()) throw new AppError('unsupported-media-type');
  try {
    return await readParts(req, fileField, maxFileBytes);
  } catch (err) {
    if (err instanceof AppError) throw err;
    const status = (err as { statusCode?: number }).statusCode;
    if (status === 413) throw new AppError('payload-too-large');
    throw new AppError('bad-request');
  }
}

async function readParts(req: FastifyRequest, fileField: string, maxFileBytes?: number) {
  const fields: Record<string, string> = {};
  let file: UploadedFile | null = null;
  const parts = maxFileBytes ? req.parts({ limits: { fileSize: maxFileBytes } }) : req.parts();
  for await (const part of parts) {
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
  refuseNul(fields, file ? { [fileField]: file.filename } : {});
  return { fields, file };
}
