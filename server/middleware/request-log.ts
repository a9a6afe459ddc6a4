import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { safeErrorSerializer } from '../logger';

/**
 * One log line per request with only what an operator needs: no headers, so cookies, tokens
 * and whatever an integrator sends in Authorization never reach the logs.
 */
export function requestLog(logger: Logger) {
  return pinoHttp({
    logger,
    autoLogging: { ignore: (req) => req.url?.startsWith('/assets/') ?? false },
    serializers: {
      req: (req: { id: unknown; method: string; url: string; remoteAddress?: string }) => ({
        id: req.id,
        method: req.method,
        url: req.url,
        remoteAddress: req.remoteAddress,
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      err: safeErrorSerializer,
    },
  });
}
