import type { Logger } from 'pino';
import { pinoHttp } from 'pino-http';
import { safeErrorSerializer } from '../logger';
import { reqIdOf } from '../request-context';

/**
 * One log line per request with only what an operator needs: no headers, so cookies, tokens
 * and whatever an integrator sends in Authorization never reach the logs.
 */
export function requestLog(logger: Logger) {
  return pinoHttp({
    logger,
    genReqId: reqIdOf,
    // 4xx are the visitor's mistakes: logged as warnings, never as errors with a stack.
    customLogLevel: (_req, res, error) =>
      error || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
    autoLogging: { ignore: (req) => req.url?.startsWith('/assets/') ?? false },
    serializers: {
      req: (req: { id: unknown; method: string; url: string; remoteAddress?: string }) => ({
        id: req.id,
        method: req.method,
        // Strapi's preview link carries the preview secret in its query.
        url: req.url.replace(/([?&]secret=)[^&]*/g, '$1[redacted]'),
        remoteAddress: req.remoteAddress,
      }),
      res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }),
      err: safeErrorSerializer,
    },
  });
}
