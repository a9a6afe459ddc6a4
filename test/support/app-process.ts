// The app in a process of its own (for tests that kill it): env as JSON in argv[2]; prints
// `{"url": …}` on one line once it listens.
import { startApp } from './start-app';

const env = JSON.parse(process.argv[2] ?? '{}') as Record<string, string>;
const app = await startApp(env);
process.stdout.write(`${JSON.stringify({ url: app.url })}\n`);
