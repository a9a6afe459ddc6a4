/**
 * `npm run cms`: the real Strapi of cms/strapi on 127.0.0.1:${STRAPI_PORT:-1337}, in the
 * foreground, installed when needed and seeded with the demo content on its first start. It
 * writes cms/strapi/site.env; `env $(cat cms/strapi/site.env | xargs) npm start` then runs the
 * site on it.
 */
import { SingleBar, Presets } from 'cli-progress';
import { SeedError } from '../seed/strapi-rest';
import { ensureInstalled, ensureSecrets, startStrapi, STRAPI_DIR } from './strapi-process';

const port = Number(process.env.STRAPI_PORT ?? 1337);
if (!Number.isInteger(port) || port < 1 || port > 65_535) {
  console.error(
    `STRAPI_PORT must be a port number (1-65535), not ${JSON.stringify(process.env.STRAPI_PORT)}`,
  );
  process.exit(1);
}
const siteUrl = process.env.SITE_URL ?? 'http://127.0.0.1:3000';

try {
  ensureInstalled();
  ensureSecrets();
  const bar = new SingleBar({ format: 'seeding [{bar}] {value}/{total}' }, Presets.shades_classic);
  const strapi = await startStrapi({
    port,
    siteUrl,
    output: 'inherit',
    seedOptions: {
      progress: (done, total) => (done === 0 ? bar.start(total, 0) : bar.update(done)),
    },
  });
  bar.stop();
  if (strapi.seeded)
    console.log(
      `Seeded: ${strapi.seeded.uploaded} files, ${strapi.seeded.created} language versions`,
    );
  console.log(
    `Strapi runs on ${strapi.url}. The site on it: env $(cat ${STRAPI_DIR.replace(process.cwd() + '/', '')}site.env | xargs) npm start`,
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => void strapi.stop().then(() => process.exit(0)));
  strapi.process.on('exit', (code) => process.exit(code ?? 1));
} catch (error) {
  console.error(
    error instanceof SeedError
      ? `Seeding failed: ${error.message}`
      : String((error as Error).message ?? error),
  );
  process.exit(1);
}
