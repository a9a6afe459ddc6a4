import { expect } from 'chai';
import request from 'supertest';
import { appForSuite } from '../support/start-app';

describe('GET /sw.js', () => {
  const suite = appForSuite();

  it('serves the service worker as JavaScript that browsers must revalidate', async () => {
    const response = await request(suite.app).get('/sw.js');
    expect(response.status).to.equal(200);
    expect(response.headers['content-type']).to.match(/javascript/);
    expect(response.headers['cache-control']).to.equal('no-cache');
    expect(response.text).to.include("addEventListener('activate'");
  });

  it('keeps the one-day cache for other public files', async () => {
    const response = await request(suite.app).get('/favicon.svg');
    expect(response.headers['cache-control']).to.equal('public, max-age=86400');
  });
});
