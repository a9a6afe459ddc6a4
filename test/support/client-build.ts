import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { CLIENT_DIST } from '../../server/paths';

/** The parts of esbuild's metafile (written by build.mjs beside the manifest) the tests read. */
interface Metafile {
  outputs: Record<
    string,
    {
      entryPoint?: string;
      imports: { path: string; kind: string }[];
      inputs: Record<string, unknown>;
    }
  >;
}

const metafile = () =>
  JSON.parse(readFileSync(join(CLIENT_DIST, 'metafile.json'), 'utf8')) as Metafile;

/**
 * Output files (asset names) a first visit to a page fetches before it hydrates, straight from
 * esbuild's own record rather than the manifest the server reads: the entry and the stages it
 * imports (src/entry-client.tsx), the page module's chunk, and every chunk they import statically.
 */
export function firstLoadFiles(page: string): string[] {
  const { outputs } = metafile();
  const entryOf = (source: string) =>
    Object.keys(outputs).find((file) => outputs[file]!.entryPoint === source);
  const [entry, pageChunk] = [
    entryOf('src/entry-client.tsx'),
    entryOf(`src/app/routes/${page}.tsx`),
  ];
  if (!entry || !pageChunk) throw new Error(`no entry or page module "${page}" in the build`);
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const dep of outputs[file]!.imports) if (dep.kind === 'import-statement') visit(dep.path);
  };
  const stages = outputs[entry]!.imports.filter((dep) => dep.kind === 'dynamic-import');
  [entry, ...stages.map((dep) => dep.path), pageChunk].forEach(visit);
  return [...seen].map((file) => basename(file));
}

/** Each file of a page's first load with the source files (project paths) bundled in it. */
export function firstLoadChunks(page: string): Map<string, string[]> {
  const { outputs } = metafile();
  const byName = new Map(Object.entries(outputs).map(([file, output]) => [basename(file), output]));
  return new Map(firstLoadFiles(page).map((file) => [file, Object.keys(byName.get(file)!.inputs)]));
}

/** Source files (project paths, node_modules included) in a page's first load. */
export function firstLoadSources(page: string): string[] {
  return [...new Set([...firstLoadChunks(page).values()].flat())];
}

/** The asset name of the chunk that bundles a source file (a project path). */
export function chunkHolding(source: string): string {
  const { outputs } = metafile();
  const file = Object.keys(outputs).find((name) => source in outputs[name]!.inputs);
  if (!file) throw new Error(`no chunk holds ${source}`);
  return basename(file);
}

/** The asset name of the chunk esbuild made of one locale file, e.g. `locales/ru/forms.json`. */
export const localeChunk = (lang: string, ns: string) => chunkHolding(`locales/${lang}/${ns}.json`);
