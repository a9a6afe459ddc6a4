import { connect } from 'node:net';

/**
 * An appeal upload over a raw socket that announces `length` body bytes and sends only `sent`
 * of them; the socket stays open until the test destroys it. `headers` are added as given
 * (an `X-Forwarded-For` names the client address). `flushed` resolves once the bytes are written.
 */
export function partialUpload(
  url: string,
  length: number,
  sent: number,
  headers: Record<string, string> = {},
) {
  const { hostname, port } = new URL(url);
  const socket = connect(Number(port), hostname);
  const answer = new Promise<string>((resolve) => {
    let text = '';
    socket.on('data', (chunk) => (text += chunk.toString('latin1')));
    socket.on('close', () => resolve(text));
    socket.on('error', () => resolve(text));
  });
  const extra = Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('');
  socket.write(
    `POST /api/forms/appeal HTTP/1.1\r\nHost: ${hostname}\r\nContent-Type: multipart/form-data; boundary=x\r\n` +
      `Content-Length: ${length}\r\n${extra}\r\n`,
  );
  const flushed = new Promise<void>((resolve) =>
    socket.write(Buffer.alloc(sent, 0x61), () => resolve()),
  );
  return { socket, answer, flushed };
}
