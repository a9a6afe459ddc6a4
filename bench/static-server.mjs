// The ceiling: express.static serving files captured from the app, in its own process like the app.
import express from 'express';

const [dir] = process.argv.slice(2);
const app = express();
app.disable('x-powered-by');
app.use(express.static(dir));
const server = app.listen(0, '127.0.0.1', () => console.log(`port ${server.address().port}`));
process.once('SIGTERM', () => server.close(() => process.exit(0)));
