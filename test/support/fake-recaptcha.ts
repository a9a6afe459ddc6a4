import { createServer } from 'node:http';
import { closeServer, listen } from './start-app';

/**
 * A local stand-in for Google's siteverify: tokens starting with `ok` pass, `ok-elsewhere`
 * passes for another hostname; it records the tokens it was asked about.
 */
export async function startFakeRecaptcha(hostname = 'bank.test') {
  const asked: string[] = [];
  const server = createServer((req, res) => {
    let text = '';
    req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
    req.on('end', () => {
      const token = new URLSearchParams(text).get('response') ?? '';
      asked.push(token);
      const success = token.startsWith('ok');
      res.setHeader('Content-Type', 'application/json');
      res.end(
        JSON.stringify({
          success,
          hostname: token === 'ok-elsewhere' ? 'evil.example' : hostname,
          ...(!success && { 'error-codes': ['invalid-input-response'] }),
        }),
      );
    });
  });
  const url = await listen(server);
  return { verifyUrl: `${url}/siteverify`, asked, close: () => closeServer(server) };
}
