import { format } from 'node:util';
import { pino, stdSerializers, type DestinationStream, type Logger } from 'pino';
import { currentRequest } from './request-context';

type Serialized = Record<string, unknown>;

/**
 * HTTP client errors carry the request they failed on: its headers (the CMS API token) and body
 * (a visitor's form). Logs keep the error's message, code, status and stack, never those.
 */
function withoutRequest(value: unknown): unknown {
  if (!value || typeof value !== 'object') return value;
  const { config: _config, request: _request, response, cause, ...rest } = value as Serialized;
  const status = (response as { status?: unknown } | undefined)?.status;
  return {
    ...rest,
    ...(status === undefined ? {} : { status }),
    ...(cause === undefined ? {} : { cause: withoutRequest(cause) }),
  };
}

export function safeErrorSerializer(error: unknown): unknown {
  return error instanceof Error ? withoutRequest(stdSerializers.err(error)) : error;
}

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      serializers: { err: safeErrorSerializer },
      // Every line written while a request is handled names it (the X-Request-Id it was answered with).
      mixin: () => {
        const request = currentRequest();
        return request ? { reqId: request.id } : {};
      },
    },
    destination,
  );
}

/**
 * What a library prints with console.warn or console.error (react-router, once for each render of
 * an address that does not decode) goes into the log as a line of its own level, so that every
 * line the process writes is the JSON a log shipper reads.
 */
export function consoleToLog(logger: Logger): void {
  console.warn = (...args: unknown[]) => logger.warn(format(...args));
  console.error = (...args: unknown[]) => logger.error(format(...args));
}
