import { expect } from 'chai';
import { startApp, type RunningApp } from '../support/start-app';

describe('request logs', () => {
  const lines: string[] = [];
  let app: RunningApp;
  before(async () => {
    app = await startApp({ LOG_LEVEL: 'info' }, { write: (line: string) => void lines.push(line) });
  });
  after(() => app.close());

  it('record method, path and status but never cookies or authorization headers', async () => {
    await fetch(`${app.url}/api/cards?locale=en`, {
      headers: {
        Cookie: 'lang=ru; session=cookie-secret-1',
        Authorization: 'Bearer token-secret-2',
      },
    });
    const entry = lines
      .map((line) => JSON.parse(line) as { req?: { url?: string; method?: string }; res?: unknown })
      .find((l) => l.req?.url === '/api/cards?locale=en');
    expect(entry?.req).to.include({ method: 'GET' });
    expect(entry?.res).to.deep.equal({ statusCode: 200 });
    const all = lines.join('\n');
    expect(all).not.to.include('cookie-secret-1');
    expect(all).not.to.include('token-secret-2');
  });
});
