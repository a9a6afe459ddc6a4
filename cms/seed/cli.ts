/**
 * `npm run cms:seed -- --url URL --token TOKEN [--dry-run]`: the demo content into an existing
 * Strapi 4 or 5. One line and exit code 1 for anything that stops it.
 */
import { parseArgs } from 'node:util';
import { SingleBar, Presets } from 'cli-progress';
import { seed } from './seed';
import { SeedError, StrapiRest } from './strapi-rest';

const USAGE =
  'usage: npm run cms:seed -- --url http://127.0.0.1:1337 --token <full-access API token> [--dry-run]';

async function main() {
  const { values } = parseArgs({
    options: {
      url: { type: 'string' },
      token: { type: 'string' },
      'dry-run': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) return console.log(USAGE);
  if (!values.url) throw new SeedError(`--url is missing (${USAGE})`);
  if (!values.token) throw new SeedError(`--token is missing (${USAGE})`);
  const rest = new StrapiRest(values.url, values.token);
  const bar = new SingleBar(
    { format: 'seeding [{bar}] {value}/{total}', stream: process.stderr },
    Presets.shades_classic,
  );
  const dryRun = values['dry-run'];
  try {
    const report = await seed(rest, {
      dryRun,
      log: (line) => console.log(line),
      progress: (done, total) => (done === 0 ? bar.start(total, 0) : bar.update(done)),
    });
    bar.stop();
    const verb = dryRun ? 'would upload' : 'uploaded';
    console.log(
      `Strapi ${report.version}: ${verb} ${report.uploaded} files, ${dryRun ? 'would create' : 'created'} ${report.created} language versions, kept ${report.kept} already there`,
    );
  } finally {
    bar.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof SeedError ? error.message : `cms:seed failed: ${String(error)}`);
  process.exit(1);
});
