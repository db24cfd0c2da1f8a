import type { Duplex } from 'node:stream';
import {
  ERROR_STATUS,
  type ErrorCode,
  type ErrorResponse,
  type FieldErrorCode,
  parseLanguage,
} from '@portal/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from '../errors/app-error.js';
import { isFieldErrorCode, translateError, translateField } from '../i18n/translate.js';

type ValidationIssue = NonNullable<FastifyError['validation']>[number];

const valueAt = (source: unknown, path: string[]): unknown =>
  path.reduce<unknown>((value, key) => (value as Record<string, unknown> | null | undefined)?.[key], source);

/**
 * Zod issue messages are our field codes; an issue zod wrote itself gets the nearest code. A field that was
 * not sent at all is "required", whatever its schema would say about a wrong value.
 */
function fieldCodeOf(issue: ValidationIssue, path: string[], source: unknown): FieldErrorCode {
  const isMissing = path.length > 0 && valueAt(source, path) === undefined;
  if (isMissing) return 'required';
  if (issue.message && isFieldErrorCode(issue.message)) return issue.message;
  if (issue.keyword === 'too_big') return 'too_long';
  if (issue.keyword === 'too_small') return 'too_short';
  return 'invalid';
}

function fieldErrorsOf(error: FastifyError, request: FastifyRequest): Record<string, FieldErrorCode[]> {
  const context = error.validationContext ?? 'body';
  const source = (request as unknown as Record<string, unknown>)[context];
  const fields: Record<string, FieldErrorCode[]> = {};
  for (const issue of error.validation ?? []) {
    const path = issue.instancePath.split('/').filter(Boolean);
    const field = path.length === 0 ? context : path.join('.');
    const codes = fields[field] ?? [];
    const code = fieldCodeOf(issue, path, source);
    if (!codes.includes(code)) codes.push(code);
    fields[field] = codes;
  }
  return fields;
}

/** Maps anything thrown to a stable code: ours as they are, the framework's by status. */
function toAppError(error: FastifyError, request: FastifyRequest): AppError | null {
  if (error instanceof AppError) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    return new AppError('VALIDATION_FAILED', { fields: fieldErrorsOf(error, request) });
  }
  const status = error.statusCode ?? 500;
  if (status === 413) return new AppError('PAYLOAD_TOO_LARGE');
  if (status === 404) return new AppError('NOT_FOUND');
  if (status === 429) return new AppError('RATE_LIMITED');
  // Malformed JSON, a wrong or missing content type, an empty body: all are bad input, answered as 422.
  if (status >= 400 && status < 500) {
    return new AppError('VALIDATION_FAILED', {
      fields: { [error.validationContext ?? 'body']: ['invalid'] },
    });
  }
  return null;
}

export function sendError(request: FastifyRequest, reply: FastifyReply, error: AppError) {
  const language = parseLanguage(request.headers['accept-language']);
  const body: ErrorResponse = {
    status: false,
    code: error.code,
    message: error.customMessage ?? translateError(language, error.code),
  };
  if (error.shortfall !== undefined) body.shortfall = error.shortfall;
  if (error.blockers) body.blockers = error.blockers;
  if (error.limit) body.limit = error.limit;
  if (error.fields) {
    body.errors = Object.fromEntries(
      Object.entries(error.fields).map(([field, codes]) => [
        field,
        codes.map((code) => translateField(language, code)),
      ]),
    );
  }
  if (error.retryAfterSeconds !== undefined) {
    reply.header('retry-after', String(error.retryAfterSeconds));
    body.retry_after = error.retryAfterSeconds;
  }
  return reply.code(ERROR_STATUS[error.code]).type('application/json; charset=utf-8').send(body);
}

const internal = (code: ErrorCode) => new AppError(code);

/**
 * Errors the router raises before any route runs (bad percent-encoding, a path parameter over its length):
 * the same envelope as everything else, 400.
 */
export function answerFrameworkError(_error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  return sendError(request, reply, new AppError('BAD_REQUEST'));
}

/**
 * Requests Node's HTTP parser refuses before Fastify sees them (a body longer than its Content-Length, headers
 * or a query past the size limit): answered on the socket with the envelope, in the default language.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (!socket.writable) return;
  const code: ErrorCode = error.code === 'HPE_HEADER_OVERFLOW' ? 'HEADERS_TOO_LARGE' : 'BAD_REQUEST';
  const body = JSON.stringify({ status: false, code, message: translateError('uz', code) });
  socket.end(
    `HTTP/1.1 ${ERROR_STATUS[code]} ${code === 'BAD_REQUEST' ? 'Bad Request' : 'Request Header Fields Too Large'}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Cache-Control: no-store\r\nConnection: close\r\n\r\n' +
      body,
  );
}

/** One error handler for the whole API, and the JSON 404 for unknown API paths. */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      const appError = toAppError(error, request);
      if (appError) {
        if (ERROR_STATUS[appError.code] >= 500) request.log.error({ err: error }, 'request failed');
        return sendError(request, reply, appError);
      }
      // Never leak internals: the log gets the error, the client gets the code.
      request.log.error({ err: error }, 'unexpected error');
      return sendError(request, reply, internal('INTERNAL'));
    });
  },
  { name: 'errors' },
);
