import type { FastifyServerOptions } from 'fastify';
import type { AppConfig } from '../config/config.js';

/** pino options: secrets never reach the log (DESIGN.md §6), whatever an object logged happens to carry. */
export function loggerOptions(config: Pick<AppConfig, 'logLevel'>): FastifyServerOptions['logger'] {
  return {
    level: config.logLevel,
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
