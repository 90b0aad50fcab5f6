import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isErrorKey, statusOf, type FailureKey } from '@camtour/shared/errors';
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

/**
 * Fastify's own client errors (bad JSON, wrong content type, body too large,
 * bad URL) as failure keys; the answer's status is the key's own.
 */
function frameworkKey(err: FastifyError): FailureKey {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'unsupported-media-type';
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'payload-too-large';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'invalid-json';
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return 'url-too-long';
  }
  if (err instanceof SyntaxError) return 'invalid-json';
  switch (err.statusCode) {
    case 401:
      return 'no-authorization';
    case 403:
      return 'forbidden';
    case 404:
      return 'not-found';
    case 405:
      return 'method-not-allowed';
    case 408:
      return 'request-timeout';
    case 413:
      return 'payload-too-large';
    case 414:
      return 'url-too-long';
    case 415:
      return 'unsupported-media-type';
    case 429:
      return 'too-many-requests-try-later';
    case 431:
      return 'request-headers-too-large';
    default:
      return 'bad-request';
  }
}

/** Writes a failure key with its one status. */
const sendFailure = (reply: FastifyReply, key: FailureKey, errors?: FieldErrors) =>
  reply.code(statusOf(key)).send(failure(key, errors));

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
  void sendFailure(reply, frameworkKey(err));
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
  const key: FailureKey =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? 'request-headers-too-large'
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 'request-timeout'
        : 'bad-request';
  const status = statusOf(key);
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
      return sendFailure(reply, 'validation-failed', errors);
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) return sendFailure(reply, frameworkKey(err));
    // 5xx: log everything, tell the client nothing about the internals.
    request.log.error({ err }, 'unhandled error');
    return sendFailure(reply, 'server-error');
  });
}

export default fp(errorsPlugin, { name: 'errors' });
