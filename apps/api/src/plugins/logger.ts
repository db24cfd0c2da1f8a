import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { type DestinationStream, stdSerializers } from 'pino';
import type { AppConfig } from '../config/config.js';
import { nonBlockingStdout } from '../lib/process-output.js';

// A failed query's error carries its parameters (password hashes, e-mails, names) in its message, its stack and
// `params`, and the driver's error names the offending value in `detail`. None of that may reach the log.
const QUERY_PARAMS = /\nparams: [\s\S]*?(?=\n {4}at |$)/;

type LoggedError = Record<string, unknown> & { message?: string; stack?: string; cause?: unknown };

function withoutQueryValues(error: LoggedError, depth = 0): LoggedError {
  const { params: _params, detail: _detail, parameters: _parameters, ...rest } = error;
  const clean: LoggedError = {
    ...rest,
    ...(typeof error.message === 'string' ? { message: error.message.replace(QUERY_PARAMS, '') } : {}),
    ...(typeof error.stack === 'string' ? { stack: error.stack.replace(QUERY_PARAMS, '') } : {}),
  };
  if (error.cause && typeof error.cause === 'object' && depth < 5) {
    clean.cause = withoutQueryValues(error.cause as LoggedError, depth + 1);
  }
  return clean;
}

type SerializedError = ReturnType<typeof stdSerializers.err>;

/** pino's error serializer, then the query values taken out of the error and every cause it wraps. */
export const serializeError = (error: Error): SerializedError =>
  withoutQueryValues(stdSerializers.err(error) as unknown as LoggedError) as unknown as SerializedError;

/** Query keys whose values are credentials: a live stream's ticket opens the customer's events. */
const SECRET_QUERY_KEYS = new Set(['ticket']);

const decodedKey = (key: string): string => {
  try {
    return decodeURIComponent(key.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return key.toLowerCase();
  }
};

/** The URL with the values of secret query keys replaced; keys are compared decoded, as the router reads them. */
export function redactUrl(url: string): string {
  const start = url.indexOf('?');
  if (start < 0) return url;
  const query = url
    .slice(start + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const key = equals < 0 ? pair : pair.slice(0, equals);
      return SECRET_QUERY_KEYS.has(decodedKey(key)) ? `${key}=[redacted]` : pair;
    });
  return `${url.slice(0, start)}?${query.join('&')}`;
}

/** Fastify's request serializer, with the URL's secret query values taken out; anything else logged as `req` as is. */
const serializeRequest = (request: FastifyRequest): Record<string, unknown> =>
  typeof request?.url !== 'string'
    ? { ...request }
    : {
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      };

/** pino options: secrets never reach the log (docs/decisions/0007-argon2id-hashed-secrets.md), whatever an object logged happens to carry. */
export function loggerOptions(
  config: Pick<AppConfig, 'logLevel'>,
  stream?: DestinationStream,
): FastifyServerOptions['logger'] {
  return {
    // stdout by default, through a destination that drops lines rather than block on a stalled pipe.
    stream: stream ?? nonBlockingStdout(),
    level: config.logLevel,
    serializers: { err: serializeError, error: serializeError, req: serializeRequest },
    redact: {
      paths: [
        'req.headers.authorization',
        'req.headers.cookie',
        'res.headers["set-cookie"]',
        'headers.authorization',
        'headers.cookie',
        '*.password',
        '*.password_confirmation',
        '*.passwordHash',
        '*.token',
        '*.access_token',
        '*.tokenHash',
        'password',
        'token',
        'access_token',
      ],
      censor: '[redacted]',
    },
  };
}
