import { expect } from 'chai';
import { spawn } from 'node:child_process';
import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, listeningPids } from '../support/bundle-process';
import { pageModules } from '../support/html';
import { waitFor } from '../support/wait-for';

const ROOT = join(import.meta.dirname, '..', '..');
/** What `npm run dev` builds and serves; the tests, docs and CMS projects stay behind. */
const PROJECT = [
  'package.json',
  'build.mjs',
  'tsconfig.json',
  'scripts',
  'src',
  'server',
  'locales',
  'public',
  // The demo CMS reads its content model from the Strapi project's schema files.
  'cms/strapi/src',
];
// In the first load (the footer's code comes after hydration, so the page's modules lack it).
const HEADER = 'src/features/layout/components/site-header.tsx';
const EDITED_TEXT = 'Saved while npm run dev was running';

/** The project in a temporary folder, so the test edits a copy, never the checkout. */
function copyProject() {
  const dir = mkdtempSync(join(tmpdir(), 'dev-loop-'));
  for (const entry of PROJECT) {
    cpSync(join(ROOT, entry), join(dir, entry), { recursive: true });
  }
  symlinkSync(realpathSync(join(ROOT, 'node_modules')), join(dir, 'node_modules'));
  return dir;
}

/** The whole text a Server-Sent Events stream has sent so far, read in the background. */
async function listen(url: string, signal: AbortSignal) {
  const answer = await fetch(url, { signal });
  expect(answer.headers.get('content-type')).to.equal('text/event-stream');
  let text = '';
  const reader = answer.body!.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    for (let read = await reader.read(); !read.done; read = await reader.read()) text += read.value;
  })().catch(() => {});
  return () => text;
}

const isRunning = (pid: number) => {
  try {
    return process.kill(pid, 0);
  } catch {
    return false;
  }
};

const scriptSource = (html: string) => pageModules(html).entry;

/**
 * `npm run dev` in `dir`, in a process group of its own (npm, the dev loop) stopped as one, as
 * Ctrl-C would; `stop()` says whether the group and every server it started ended on SIGTERM.
 */
function startDevLoop(dir: string, port: number) {
  const dev = spawn('npm', ['run', 'dev'], {
    cwd: dir,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  dev.stdout.on('data', (chunk) => (output += chunk));
  dev.stderr.on('data', (chunk) => (output += chunk));
  const group = -dev.pid!;
  const stop = async () => {
    process.kill(group, 'SIGTERM');
    const ended = () => !isRunning(group) && listeningPids(output).every((pid) => !isRunning(pid));
    const clean = await waitFor(ended, 20_000).then(
      () => true,
      () => false,
    );
    for (const pid of [group, ...listeningPids(output)]) {
      if (isRunning(pid)) process.kill(pid, 'SIGKILL');
    }
    return clean;
  };
  return { output: () => output, stop };
}

describe('npm run dev', function () {
  this.timeout(180_000);

  it('rebuilds the server and the browser bundle after an edit and tells the open page to reload', async () => {
    const dir = copyProject();
    const port = await freePort();
    const site = `http://127.0.0.1:${port}`;
    const dev = startDevLoop(dir, port);
    const reloads = new AbortController();
    const page = () =>
      fetch(`${site}/en`, { signal: AbortSignal.timeout(20_000) }).then((answer) =>
        answer.ok ? answer.text() : '',
      );
    const asset = (file: string) => fetch(`${site}/assets/${file}`).then((answer) => answer.text());
    let stoppedCleanly = false;
    try {
      await waitFor(() => page().then(Boolean, () => false), 80_000).catch(() => {
        throw new Error(`npm run dev did not serve /en:\n${dev.output()}`);
      });
      const entryBefore = scriptSource(await page());
      const announced = await listen(`${site}/__dev/reload`, reloads.signal);

      const header = join(dir, HEADER);
      const source = readFileSync(header, 'utf8');
      const edited = source.replace(
        "{t('menu.internetBank')}",
        `{t('menu.internetBank')} ${EDITED_TEXT}`,
      );
      expect(edited).not.to.equal(source);
      writeFileSync(header, edited);

      // The entry module the edited page names, and those of the modules it loads with the edit.
      let entry = '';
      let withEdit: string[] = [];
      await waitFor(async () => {
        const html = await page().catch(() => '');
        if (!html.includes(EDITED_TEXT)) return false;
        entry = scriptSource(html);
        const modules = [entry, ...pageModules(html).preloads];
        const texts = await Promise.all(modules.map(asset));
        withEdit = modules.filter((_module, index) => texts[index]!.includes(EDITED_TEXT));
        return withEdit.length > 0;
      }, 60_000).catch(() => {
        throw new Error(`the edit never reached the page and its bundle:\n${dev.output()}`);
      });
      expect(entry).not.to.equal(entryBefore);
      expect(withEdit).to.have.length(1);
      await waitFor(() => announced().includes('event: change'), 10_000);
      expect(readdirSync(join(dir, 'dist'))).not.to.include('.build-stamp');
    } finally {
      reloads.abort();
      stoppedCleanly = await dev.stop();
      rmSync(dir, { recursive: true, force: true });
    }
    expect(stoppedCleanly, `npm run dev did not stop on SIGTERM:\n${dev.output()}`).to.equal(true);
    expect(dev.output()).to.include('dev: SIGTERM: stopping');
    // The first build's server and the one restarted after the edit.
    expect(listeningPids(dev.output())).to.have.length.of.at.least(2);
  });

  it('leaves the live reload out of the production browser bundle', () => {
    const assets = join(ROOT, 'dist', 'client', 'assets');
    const scripts = readdirSync(assets).filter((file) => file.endsWith('.js'));
    expect(scripts).to.have.length.above(0);
    for (const file of scripts) {
      expect(readFileSync(join(assets, file), 'utf8'), file).not.to.include('__dev/reload');
    }
  });
});
