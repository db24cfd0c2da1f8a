import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';

// Fastify writes two lines per request (incoming, completed). A route whose config says `logOnCompletion`
// writes one, when its answer has left (with the request's outline), and none once its handler has called
// silenceRequestLog: a payment callback refused past its address's cap is neither counted nor logged, so a flood
// of forged calls cannot fill the log (README, PROVIDER_AUTH_FAILURES_PER_IP).

declare module 'fastify' {
  interface FastifyContextConfig {
    logOnCompletion?: boolean;
  }
}

const silenced = new WeakSet<FastifyRequest>();

/** No request line for this request: its handler decided the call is not worth a line. */
export const silenceRequestLog = (request: FastifyRequest) => {
  silenced.add(request);
};

const logsOnCompletion = (request: FastifyRequest) => request.routeOptions?.config?.logOnCompletion === true;

/** Whether the request's `info` lines are written: below the level both lines are skipped without reading the route. */
const writesInfo = (request: FastifyRequest) =>
  (request.log as { isLevelEnabled?: (level: 'info') => boolean }).isLevelEnabled?.('info') ?? true;

export class RequestLogController extends LogController {
  override incomingRequest(request: FastifyRequest, reply: FastifyReply) {
    if (!writesInfo(request) || logsOnCompletion(request)) return;
    super.incomingRequest(request, reply);
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply) {
    // A success writes an info line; an error line (error level) is decided below as before.
    if (!error && !writesInfo(request)) return;
    if (silenced.has(request)) return;
    if (!error && logsOnCompletion(request) && !this.isLogDisabled(request)) {
      reply.log.info({ req: request, res: reply, responseTime: reply.elapsedTime }, 'request completed');
      return;
    }
    super.requestCompleted(error, request, reply);
  }
}
