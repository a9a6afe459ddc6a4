import { expect } from 'chai';
import { startApp, type RunningApp } from '../support/start-app';

async function waitFor<T>(read: () => T | undefined): Promise<T | undefined> {
  for (let i = 0; i < 50; i++) {
    const value = read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return undefined;
}

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
    // The access line is written when the response finishes, which can be just after the client has it.
    const entry = await waitFor(() =>
      lines
        .map(
          (line) => JSON.parse(line) as { req?: { url?: string; method?: string }; res?: unknown },
        )
        .find((l) => l.req?.url === '/api/cards?locale=en'),
    );
    expect(entry?.req).to.include({ method: 'GET' });
    expect(entry?.res).to.deep.equal({ statusCode: 200 });
    const all = lines.join('\n');
    expect(all).not.to.include('cookie-secret-1');
    expect(all).not.to.include('token-secret-2');
  });
});
