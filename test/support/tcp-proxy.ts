import { createServer, connect, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';

/**
 * A TCP relay on 127.0.0.1 in front of a server, to make it unreachable on demand:
 * `cut()` drops every connection and refuses new ones until `restore()`;
 * `cutAfter(bytes)` does so once that many more bytes went towards the server.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let up = true;
  let budget = Infinity;
  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  function cut() {
    up = false;
    budget = Infinity;
    for (const socket of sockets) socket.destroy();
  }
  const server = createServer((client) => {
    track(client);
    if (!up) return void client.destroy();
    const upstream = connect(target.port, target.host);
    track(upstream);
    client.on('data', (chunk: Buffer) => {
      budget -= chunk.length;
      if (budget <= 0) cut();
    });
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    cut,
    cutAfter(bytes: number) {
      budget = bytes;
    },
    restore() {
      up = true;
    },
    close(): Promise<void> {
      cut();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
