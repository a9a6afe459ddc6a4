import { expect } from 'chai';
import request from 'supertest';
import { appForSuite } from '../support/start-app';

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
  const suite = appForSuite(
    { LOG_LEVEL: 'info', CMS_PREVIEW_SECRET: 'preview-secret-345678' },
    { write: (line: string) => void lines.push(line) },
  );

  it('record method, path and status but never cookies or authorization headers', async () => {
    await request(suite.app).get('/api/cards?locale=en').set({
      Cookie: 'lang=ru; session=cookie-secret-1',
      Authorization: 'Bearer token-secret-2',
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

  it('keep the preview secret of a Strapi preview link out of the logged URL', async () => {
    const link = '/api/preview?secret=preview-secret-345678&url=/ru/deposit';
    expect((await request(suite.app).get(link)).status).to.equal(303);
    const entry = await waitFor(() =>
      lines
        .map((line) => JSON.parse(line) as { req?: { url?: string } })
        .find((l) => l.req?.url?.startsWith('/api/preview')),
    );
    expect(entry?.req?.url).to.equal('/api/preview?secret=[redacted]&url=/ru/deposit');
    expect(lines.join('\n')).not.to.include('preview-secret-345678');
  });
});
