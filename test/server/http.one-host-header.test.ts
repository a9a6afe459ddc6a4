import { expect } from 'chai';
import { connect } from 'node:net';
import { startApp, type RunningApp } from '../support/start-app';

/** Sends raw bytes (supertest cannot send a header twice); `Connection: close` ends the answer. */
function rawRequest(url: string, head: string): Promise<string> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => socket.write(head));
    let answer = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (answer += chunk));
    socket.on('end', () => resolve(answer));
    socket.on('error', reject);
  });
}

const statusLine = (answer: string) => answer.slice(0, answer.indexOf('\r\n'));

/**
 * Issue 32, item 7d. Node keeps the first of two `Host` headers and drops the other; a proxy in
 * front may have routed, cached or checked by the other one. A request that names two hosts is
 * malformed (RFC 9112, section 3.2: 400).
 */
describe('a request with two Host headers', () => {
  let app: RunningApp;
  before(async () => {
    app = await startApp();
  });
  after(() => app.close());

  it('is refused 400, and no page is rendered for it', async () => {
    const answer = await rawRequest(
      app.url,
      'GET /en HTTP/1.1\r\nHost: bank.test\r\nHost: evil.example\r\nConnection: close\r\n\r\n',
    );
    expect(statusLine(answer)).to.equal('HTTP/1.1 400 Bad Request');
    expect(answer).not.to.include('<html');
    expect(answer).to.match(/\r\nCache-Control: no-store\r\n/i);
    expect(answer).to.match(/\r\nPermissions-Policy: [^\r]*camera=\(\)/i);
  });

  it('is refused 400 even when both name the same host, in the page’s language', async () => {
    const answer = await rawRequest(
      app.url,
      'GET /ru HTTP/1.1\r\nHost: bank.test\r\nhost: bank.test\r\nConnection: close\r\n\r\n',
    );
    expect(statusLine(answer)).to.equal('HTTP/1.1 400 Bad Request');
    // Read as latin1, one character a byte: the body's UTF-8 bytes, decoded.
    const body = Buffer.from(answer.split('\r\n\r\n')[1] ?? '', 'latin1').toString('utf8');
    expect(body).to.equal('Неверный запрос: в нём указано больше одного хоста.');
  });

  it('is refused 400 on a form post, before the form is read', async () => {
    const body = 'name=Dilnoza&last_name=Rahimova&phone=%2B998901112233&email=d%40example.com';
    const answer = await rawRequest(
      app.url,
      `POST /api/forms/contact HTTP/1.1\r\nHost: bank.test\r\nHost: evil.example\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
    );
    expect(statusLine(answer)).to.equal('HTTP/1.1 400 Bad Request');
  });

  it('while one Host header is answered as usual', async () => {
    const answer = await rawRequest(
      app.url,
      'GET /en HTTP/1.1\r\nHost: bank.test\r\nConnection: close\r\n\r\n',
    );
    expect(statusLine(answer)).to.equal('HTTP/1.1 200 OK');
  });
});
