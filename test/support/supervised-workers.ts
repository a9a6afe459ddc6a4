// The supervisor of server/cluster.ts over two stand-in workers, in a process of its own
// (node --import tsx/esm). Each worker prints `{"worker": <pid>}`; then, with WORKERS=die every
// worker exits at once (code 3), with WORKERS=first-dies only the first one does, the others stay.
import cluster from 'node:cluster';
import { superviseWorkers } from '../../server/cluster';
import { createLogger } from '../../server/logger';

if (cluster.isPrimary) {
  superviseWorkers(2, createLogger('info'));
} else {
  process.stdout.write(`${JSON.stringify({ worker: process.pid })}\n`);
  if (process.env.WORKERS === 'die' || cluster.worker?.id === 1) process.exit(3);
  setInterval(() => undefined, 60_000);
}
