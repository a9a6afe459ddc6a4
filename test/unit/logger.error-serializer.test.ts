import { expect } from 'chai';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createLogger } from '../../server/logger';
import { createStrapiClient, getStrapiJson } from '../../server/cms/strapi-client';

describe('createLogger(level)', () => {
  let server: Server;
  let baseUrl: string;
  const lines: string[] = [];
  const logger = createLogger('info', { write: (line: string) => void lines.push(line) });

  before(async () => {
    // Hangs up on every request, like a CMS that went away.
    server = createServer((req) => req.socket.destroy());
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  after(() => server.close());
  beforeEach(() => lines.splice(0));

  const client = () => createStrapiClient({ baseUrl, token: 'SECRET-TOKEN-1', timeoutMs: 2000 });

  it('logs a wrapped CMS failure with its message and cause but not the token', async () => {
    const error = await getStrapiJson(client(), '/api/cards', { locale: 'en' }).catch(
      (e: unknown) => e,
    );
    logger.error({ err: error }, 'CMS unavailable');
    expect(lines.join('\n'))
      .to.include('CMS request failed: GET /api/cards')
      .and.include('caused by');
    expect(lines.join('\n')).not.to.include('SECRET-TOKEN-1');
  });

  it('logs a raw HTTP client error without the request headers or body', async () => {
    const error = await client()
      .post('/api/appeals', { data: { phone_number: '+998901112233' } })
      .catch((e: unknown) => e);
    logger.error({ err: error }, 'delivery failed');
    const logged = lines.join('\n');
    expect(logged).to.include('socket hang up');
    expect(logged).not.to.include('SECRET-TOKEN-1');
    expect(logged).not.to.include('+998901112233');
  });
});
