import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isErrorKey } from '@camtour/shared/errors';
import type { FieldErrors } from '@camtour/shared/schemas/envelope';
import { AppError } from '../lib/app-error';
import { failure } from '../lib/envelope';

const ERROR_KEY = /^[a-z0-9]+(-[a-z0-9]+)*$/;

interface ValidationItem {
  keyword: string;
  instancePath: string;
  message?: string;
  params?: Record<string, unknown>;
}

/**
 * Zod issues become stable keys: a schema's own message is already a key
 * (e.g. `invalid-id`); zod's default English texts are mapped by issue code.
 */
function issueKey(item: ValidationItem): string {
  const message = item.message ?? '';
  // A schema's own message is a stable key, or one of the plain texts the spec quotes (D3).
  if (ERROR_KEY.test(message) || isErrorKey(message)) return message;
  switch (item.keyword) {
    case 'invalid_type':
      return /received undefined/.test(message) ? 'field-required' : 'field-invalid';
    case 'too_small':
      return 'field-too-small';
    case 'too_big':
      return 'field-too-large';
    case 'invalid_value':
    case 'invalid_enum_value':
      return 'field-invalid-option';
    case 'unrecognized_keys':
      return 'field-unknown';
    default:
      return 'field-invalid';
  }
}

function validationErrors(items: ValidationItem[], context: string | undefined): FieldErrors {
  const errors: FieldErrors = {};
  for (const item of items) {
    const field = item.instancePath.replace(/^\//, '').replaceAll('/', '.') || context || 'body';
    const key = issueKey(item);
    const list = (errors[field] ??= []);
    // Two checks of one field can fail for the same reason: say it once.
    if (!list.includes(key)) list.push(key);
  }
  return errors;
}

/** Fastify's own client errors (bad JSON, wrong content type, body too large). */
function frameworkKey(err: FastifyError): string {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'unsupported-media-type';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'payload-too-large';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'invalid-json';
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
    case 'FST_ERR_CTP_INVALID_TYPE':
    case 'FST_ERR_BAD_URL':
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return 'bad-request';
    default:
      if (err instanceof SyntaxError) return 'invalid-json';
      if (err.statusCode === 429) return 'too-many-requests-try-later';
      if (err.statusCode === 404) return 'not-found';
      if (err.statusCode === 405) return 'method-not-allowed';
      if (err.statusCode === 413) return 'payload-too-large';
      if (err.statusCode === 415) return 'unsupported-media-type';
      return 'validation-failed';
  }
}

/** Field errors of a zod parse done by hand (multipart forms), keyed like the route validator's. */
export function zodFieldErrors(error: {
  issues: { path: PropertyKey[]; code: string; message: string }[];
}): FieldErrors {
  return validationErrors(
    error.issues.map((i) => ({
      keyword: i.code,
      instancePath: `/${i.path.map(String).join('/')}`,
      message: i.message,
    })),
    'body',
  );
}

/**
 * Fastify's `frameworkErrors`: a URL it cannot decode (`/%zz`, 400) or a path
 * parameter over `maxParamLength` (414) answers in the envelope; Fastify's own
 * text would echo the URL back.
 */
export function frameworkErrors(err: FastifyError, _req: FastifyRequest, reply: FastifyReply) {
  const status =
    err.statusCode && err.statusCode >= 400 && err.statusCode < 500 ? err.statusCode : 400;
  void reply.code(status).send(failure(frameworkKey(err)));
}

/**
 * Fastify's `clientErrorHandler`: requests Node's HTTP parser refuses before
 * any route sees them (headers over 16 KB, a Content-Length that is not a
 * number, a broken request line) still answer in the envelope.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket) {
  if (err.code === 'ECONNRESET' || err.code === 'EPIPE' || !socket.writable) {
    socket.destroy();
    return;
  }
  const [status, key] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'request-headers-too-large']
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'request-timeout']
        : [400, 'bad-request'];
  const body = JSON.stringify(failure(key));
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Connection: close\r\n\r\n' +
      body,
  );
}

async function errorsPlugin(app: FastifyInstance) {
  app.setErrorHandler((err: FastifyError, request, reply) => {
    if (err instanceof AppError) {
      if (err.headers) void reply.headers(err.headers);
      return reply.code(err.status).send({ ...failure(err.key, err.fieldErrors), ...err.body });
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const errors = validationErrors(err.validation as ValidationItem[], err.validationContext);
      return reply.code(400).send(failure('validation-failed', errors));
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.code(status).send(failure(frameworkKey(err)));
    }
    // 5xx: log everything, tell the client nothing about the internals.
    request.log.error({ err }, 'unhandled error');
    return reply.code(status >= 500 && status < 600 ? status : 500).send(failure('server-error'));
  });
}

export default fp(errorsPlugin, { name: 'errors' });
