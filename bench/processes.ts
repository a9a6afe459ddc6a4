import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..');

export interface Child {
  url: string;
  pid: number;
  /** Resident memory of the process now, in MiB. */
  rssMiB(): number;
  /** CPU time the process has used so far (user + system, every thread), in ms. */
  cpuMs(): number;
  /** The exit code or signal once the process has ended by itself or been stopped; null while it runs. */
  exited(): string | null;
  /** Everything the process wrote to stdout and stderr so far (the last 64 KiB). */
  output(): string;
  stop(): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

function rssMiB(pid: number): number {
  return statusMiB(pid, 'VmRSS');
}

/**
 * A memory figure of /proc/PID/status in MiB: `VmRSS` (resident now) or `VmHWM` (the highest
 * resident size the kernel saw since the process started); 0 once the process is gone.
 */
export function statusMiB(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  let status: string;
  try {
    status = readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return 0;
  }
  return Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(status)?.[1] ?? 0) / 1024;
}

/** utime + stime from /proc/PID/stat, in clock ticks of 10 ms (Linux's USER_HZ). */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

type Ready = (output: string) => Promise<string | null>;

async function waitFor(child: ChildProcess, output: () => string, ready: Ready) {
  for (let i = 0; i < 600; i++) {
    const url = await ready(output());
    if (url) return url;
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`process did not start:\n${output()}`);
}

const OUTPUT_KEPT = 64 * 1024;

/** `node <args>` from the project's root with only `env` (and PATH), ready when `ready` names its URL. */
export async function start(
  args: string[],
  env: Record<string, string>,
  ready: Ready,
): Promise<Child> {
  const child = spawn(process.execPath, args, {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + String(chunk)).slice(-OUTPUT_KEPT));
  child.stdout!.on('data', keep);
  child.stderr!.on('data', keep);
  let exited: string | null = null;
  child.once('exit', (code, signal) => (exited = signal ?? `exit code ${code}`));
  const url = await waitFor(child, () => output, ready);
  const pid = child.pid!;
  return {
    url,
    pid,
    rssMiB: () => rssMiB(pid),
    cpuMs: () => cpuMs(pid),
    exited: () => exited,
    output: () => output,
    stop: () =>
      new Promise<void>((resolve) => {
        if (exited !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}

/** The node flags the Procfile starts production with (`exec node <flags> dist/server/index.mjs`). */
export function procfileNodeFlags(): string[] {
  const procfile = readFileSync(join(ROOT, 'Procfile'), 'utf8');
  const flags = /exec node (.*?)\s*dist\/server\/index\.mjs/.exec(procfile)?.[1] ?? '';
  return flags.split(/\s+/).filter(Boolean);
}

/** The production bundle, one worker, on 127.0.0.1; request logs off so the pipe stays empty. */
export async function startSite(
  env: Record<string, string>,
  nodeFlags: string[] = [],
): Promise<Child> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const siteEnv = { NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), ...env };
  const healthy = () =>
    fetch(`${url}/healthz`).then(
      (response) => (response.ok ? url : null),
      () => null,
    );
  return start([...nodeFlags, 'dist/server/index.mjs'], { LOG_LEVEL: 'warn', ...siteEnv }, healthy);
}

/** express.static over `dir`, in its own process. */
export function startStatic(dir: string): Promise<Child> {
  return start(['bench/static-server.mjs', dir], {}, async (output) => {
    const port = /port (\d+)/.exec(output)?.[1];
    return port ? `http://127.0.0.1:${port}` : null;
  });
}
