import { expect } from 'chai';
import request from 'supertest';
import { appForSuite } from '../support/start-app';

/**
 * Issue 32, item 7g. What the site's pages, and any script or frame on them, may ask the browser
 * for: the location for "nearest branch" (src/features/branches/use-nearest.ts), from this origin
 * only; nothing else a bank's public pages need.
 */
const POLICY =
  'accelerometer=(), camera=(), display-capture=(), geolocation=(self), gyroscope=(), hid=(), ' +
  'magnetometer=(), microphone=(), midi=(), payment=(), publickey-credentials-get=(), ' +
  'screen-wake-lock=(), serial=(), usb=(), xr-spatial-tracking=()';

describe('Permissions-Policy on every response', () => {
  const suite = appForSuite();

  const answers: [string, () => request.Test][] = [
    ['a page', () => request(suite.app).get('/en/branches')],
    ['the 404 page', () => request(suite.app).get('/en/no-such-page')],
    ['a redirect', () => request(suite.app).get('/EN/deposit')],
    ['the read API', () => request(suite.app).get('/api/v1/deposits?locale=en')],
    ['a read-API 404', () => request(suite.app).get('/api/v1/deposits/none?locale=en')],
    ['a form answer', () => request(suite.app).post('/api/forms/contact').send({})],
    ['a static file', () => request(suite.app).get('/robots.txt')],
    ['/healthz', () => request(suite.app).get('/healthz')],
  ];
  for (const [what, send] of answers) {
    it(`is sent with ${what}`, async () => {
      const response = await send();
      expect(response.headers['permissions-policy']).to.equal(POLICY);
    });
  }
});
