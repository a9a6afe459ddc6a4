import { expect } from 'chai';
import { appForSuite } from '../support/start-app';
import { VALID, formBody, postForm } from '../support/form-files';

const CROSS_SITE_EN = "This form can only be sent from the bank's website.";

/**
 * Issue 32, item 7a. A page of another name that resolves to the bank's address (DNS rebinding)
 * makes the browser send `Host` and `Origin` of that name: the two agree, yet the page is not the
 * bank's. Only PUBLIC_URL (http://bank.test here) says what the bank's origin is.
 */
describe('a form post is same-origin only when it comes from the public origin', () => {
  const suite = appForSuite({ FORMS_RATE_LIMIT_MAX: '100' });
  const contact = (headers: Record<string, string>) =>
    postForm(suite.app, 'contact', formBody({ ...VALID.contact, locale: 'en' }), headers);

  it('refuses Origin http://evil.example sent with Host evil.example: 403 in the visitor’s language', async () => {
    const { status, json } = await contact({
      Host: 'evil.example',
      Origin: 'http://evil.example',
      'Accept-Language': 'en',
    });
    expect(status).to.equal(403);
    expect(json.errors).to.deep.equal({ _form: CROSS_SITE_EN });
  });

  it('refuses it even when the browser calls it same-origin (Sec-Fetch-Site: same-origin)', async () => {
    const { status } = await contact({
      Host: 'evil.example',
      Origin: 'http://evil.example',
      'Sec-Fetch-Site': 'same-origin',
    });
    expect(status).to.equal(403);
  });

  it('refuses a Referer of the name in Host, without Origin', async () => {
    const { status } = await contact({
      Host: 'evil.example',
      Referer: 'http://evil.example/en/contacts',
    });
    expect(status).to.equal(403);
  });

  it('refuses an origin named by X-Forwarded-Host, which a proxy copies from the client', async () => {
    const { status } = await contact({
      'X-Forwarded-Host': 'evil.example',
      Origin: 'http://evil.example',
    });
    expect(status).to.equal(403);
  });

  it('takes the public origin, whatever Host says (a proxy may rewrite it)', async () => {
    const { status } = await contact({
      Host: '10.0.0.7:3000',
      Origin: 'http://bank.test',
      'Sec-Fetch-Site': 'same-origin',
    });
    expect(status).to.equal(201);
  });

  it('takes a page of this server opened on the loopback (development, tests), which no other site can be', async () => {
    const { status } = await contact({
      Host: '127.0.0.1:3000',
      Origin: 'http://127.0.0.1:3000',
      'Sec-Fetch-Site': 'same-origin',
    });
    expect(status).to.equal(201);
  });
});
