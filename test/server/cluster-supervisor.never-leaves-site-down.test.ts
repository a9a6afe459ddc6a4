import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { expect } from 'chai';
import { waitFor } from '../support/wait-for';

const ROOT = join(import.meta.dirname, '..', '..');
const SCRIPT = join(ROOT, 'test', 'support', 'supervised-workers.ts');

/** The supervisor over stand-in workers (test/support/supervised-workers.ts). */
function supervise(workers: 'die' | 'first-dies') {
  const child = spawn(process.execPath, ['--import', 'tsx/esm', SCRIPT], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', WORKERS: workers },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const lines = () =>
    output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return {
    child,
    exited,
    output: () => output,
    workerPids: () => lines().flatMap((line) => (line.worker ? [line.worker as number] : [])),
    logged: (msg: string) => lines().filter((line) => line.msg === msg),
  };
}

const running = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('the cluster supervisor never leaves the site down (issue 31)', function () {
  this.timeout(60_000);

  it('replaces a dead worker, and on SIGTERM exits 0 once its workers are gone', async () => {
    const primary = supervise('first-dies');
    try {
      await waitFor(() => primary.workerPids().length === 3, 20_000, primary.output);
      const [restart] = primary.logged('worker stopped; starting another');
      expect(restart).to.include({ code: 3, recentDeaths: 1, restartInMs: 1000 });
      // Still two workers, the replacement among them: nothing else died.
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(primary.workerPids().filter(running)).to.have.lengthOf(2);
      primary.child.kill('SIGTERM');
      expect(await primary.exited).to.equal(0);
      expect(primary.workerPids().filter(running), 'workers still running').to.deep.equal([]);
    } finally {
      primary.child.kill('SIGKILL');
    }
  });

  it('restarts workers that keep dying with a growing pause, then gives up with exit code 1', async () => {
    const primary = supervise('die');
    const started = Date.now();
    try {
      // Two at start, then one replacement after each of the first four deaths.
      expect(await primary.exited).to.equal(1);
      expect(Date.now() - started, 'time to give up').to.be.below(45_000);
      expect(primary.workerPids()).to.have.lengthOf(6);
      expect(
        primary.logged('worker stopped; starting another').map((line) => line.restartInMs),
      ).to.deep.equal([1000, 2000, 4000, 8000, 16_000]);
      const [gaveUp] = primary.logged('workers keep dying: giving up, exit 1');
      expect(gaveUp).to.include({ code: 3, recentDeaths: 6, withinSeconds: 60 });
    } finally {
      primary.child.kill('SIGKILL');
    }
  });
});
