import { readFileSync } from 'node:fs';
import { expect } from 'chai';
import {
  freePort,
  listeningPids,
  run,
  waitForListening,
  waitForOutput,
} from '../support/bundle-process';

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

  it('carries the production builds of the render libraries, with NODE_ENV decided at build time', () => {
    const bundle = readFileSync('dist/server/index.mjs', 'utf8');
    expect(bundle).to.include('react-dom-server-legacy.node.production.js');
    expect(bundle).not.to.include('react-dom-server-legacy.node.development.js');
    expect(bundle).to.include('react-router/dist/production/');
    expect(bundle).not.to.include('react-router/dist/development/');
    expect(bundle).not.to.match(/process\.env\.NODE_ENV/);
    expect(bundle).not.to.match(/from ["']react(-dom|-router|-redux)?["']/);
  });

  it('refuses to start with a clear message for each bad variable and exit code 1', async () => {
    const server = run({ PORT: 'eighty', CMS_URL: 'not a url' });
    expect(await server.exited).to.equal(1);
    expect(server.output()).to.include('PORT must be a number');
    expect(server.output()).to.include('CMS_URL must be an absolute http:// or https:// URL');
  });

  it('runs WEB_CONCURRENCY workers on one port and keeps answering when one of them dies', async function () {
    this.timeout(150_000);
    const port = await freePort();
    const server = run({ PORT: String(port), WEB_CONCURRENCY: '2' });
    const get = (path: string) =>
      fetch(`http://127.0.0.1:${port}${path}`, { signal: AbortSignal.timeout(10_000) });
    try {
      await waitForListening(server.output, server.child, 2);
      const [first, second] = listeningPids(server.output());
      expect(first).to.be.a('number').and.not.equal(second);
      process.kill(first!, 'SIGKILL');
      // A connection the primary handed over in the instant before it saw the death is lost with
      // the worker; from the moment it has noticed, the surviving worker answers every request.
      await waitForOutput(server.output, 'worker stopped; starting another');
      for (let i = 0; i < 10; i++) {
        const page = await get('/ru/deposit');
        expect(page.status).to.equal(200);
        await page.arrayBuffer();
      }
      await waitForListening(server.output, server.child, 3);
      expect((await get('/en')).status).to.equal(200);
    } finally {
      server.child.kill('SIGTERM');
    }
    expect(await server.exited).to.equal(0);
    for (const pid of listeningPids(server.output())) {
      expect(() => process.kill(pid, 0), `worker ${pid} still running`).to.throw();
    }
  });
});
