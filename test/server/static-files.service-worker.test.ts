import { expect } from 'chai';
import { startApp, type RunningApp } from '../support/start-app';

describe('GET /sw.js', () => {
  let app: RunningApp;

  before(async () => {
    app = await startApp();
  });

  after(() => app?.close());

  it('serves the service worker as JavaScript that browsers must revalidate', async () => {
    const response = await fetch(`${app.url}/sw.js`);
    expect(response.status).to.equal(200);
    expect(response.headers.get('content-type')).to.match(/javascript/);
    expect(response.headers.get('cache-control')).to.equal('no-cache');
    expect(await response.text()).to.include("addEventListener('activate'");
  });

  it('keeps the one-day cache for other public files', async () => {
    const response = await fetch(`${app.url}/favicon.svg`);
    expect(response.headers.get('cache-control')).to.equal('public, max-age=86400');
  });
});
