import { expect } from 'chai';
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';

const ROOT = join(import.meta.dirname, '..', '..');
const BUNDLE = join(ROOT, 'dist', 'server', 'index.mjs');

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

function run(env: Record<string, string>) {
  const child = spawn(process.execPath, [BUNDLE], {
    cwd: ROOT,
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { child, exited, output: () => output };
}

async function waitForListening(read: () => string, child: ChildProcess) {
  for (let i = 0; i < 100 && !read().includes('listening'); i++) {
    if (child.exitCode !== null) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe('the production bundle (node dist/server/index.mjs)', function () {
  this.timeout(30_000);

  it('serves the embedded demo site on PORT and exits cleanly on SIGTERM', async () => {
    const port = await freePort();
    const server = run({ PORT: String(port) });
    try {
      await waitForListening(server.output, server.child);
      const home = await fetch(`http://127.0.0.1:${port}/en`);
      expect(home.status).to.equal(200);
      expect(await home.text()).to.include('<html lang="en">');
      expect(server.output()).to.include('embedded demo content');
    } finally {
      server.child.kill('SIGTERM');
    }
    expect(await server.exited).to.equal(0);
  });

  it('refuses to start with a clear message for each bad variable and exit code 1', async () => {
    const server = run({ PORT: 'eighty', CMS_URL: 'not a url' });
    expect(await server.exited).to.equal(1);
    expect(server.output()).to.include('PORT must be a number');
    expect(server.output()).to.include('CMS_URL must be an absolute http:// or https:// URL');
  });
});
