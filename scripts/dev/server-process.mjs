import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';

const POLL_MS = 100;

/** A port nobody listens on now; the server keeps it across restarts. */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer().once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** A promise settled from outside, which knows whether it has been. */
function gate() {
  const state = { settled: false };
  state.promise = new Promise((resolve, reject) => {
    state.open = (value) => ((state.settled = true), resolve(value));
    state.fail = (error) => ((state.settled = true), reject(error));
  });
  // Nobody may be waiting when a server fails to start; the next request still hears of it.
  state.promise.catch(() => {});
  return state;
}

/**
 * The built server (dist/server/index.mjs) as a child process on a loopback port of its own,
 * started again after each build. `whenUp()` resolves with that port once the server answers,
 * so requests that arrive during a restart wait for the new server instead of failing.
 */
export async function serverProcess({ script, cwd, env }) {
  const port = await freePort();
  let child = null;
  let up = gate();

  async function answering(exited) {
    let stopped = null;
    void exited.then((how) => (stopped = how));
    while (!stopped) {
      const health = await fetch(`http://127.0.0.1:${port}/healthz`).catch(() => null);
      await health?.arrayBuffer();
      if (health?.ok) return;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    throw new Error(`the server stopped (${stopped}) before it answered`);
  }

  async function stop() {
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
  }

  async function restart() {
    // Requests already waiting for a server that is still starting keep waiting for this one.
    if (up.settled) up = gate();
    await stop();
    // A process group of its own: a Ctrl-C in the terminal reaches only the dev loop, which
    // stops the server once, with SIGTERM, as a platform would.
    child = spawn(process.execPath, ['--enable-source-maps', script], {
      cwd,
      env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
      // Its log in the dev loop's terminal; no stdin, which a background group may not read.
      stdio: ['ignore', 'inherit', 'inherit'],
      detached: true,
    });
    const exited = once(child, 'exit').then(([code, signal]) => signal ?? `code ${code}`);
    try {
      await answering(exited);
      up.open(port);
    } catch (error) {
      up.fail(error);
      throw error;
    }
  }

  // An unexpected end of the dev loop must not leave the server holding its port.
  process.once('exit', () => child?.kill('SIGTERM'));
  return { whenUp: () => up.promise, restart, stop };
}
