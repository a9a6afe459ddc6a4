export interface LogLine {
  level: 'debug' | 'warn' | 'error';
  details: object;
  message?: string;
}

/** A pino-shaped logger that keeps what it is given. */
export function recordingLogger() {
  const lines: LogLine[] = [];
  const at = (level: LogLine['level']) => (details: object, message?: string) =>
    void lines.push({ level, details, message });
  return { lines, debug: at('debug'), warn: at('warn'), error: at('error') };
}
