import { expect } from 'chai';
import { freePort, run, waitForListening } from '../support/bundle-process';

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
