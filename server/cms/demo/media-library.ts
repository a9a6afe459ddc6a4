/** One file of the media manifest (`content/media.json`); the file lives in `public/uploads/`. */
export interface RawMedia {
  file: string;
  width: number | null;
  height: number | null;
  /** Kilobytes, as Strapi reports it. */
  size: number;
  alt: string | null;
}

/** A Strapi 4 upload-plugin file entry, as it appears inside `{data: …}`. */
export interface MediaEntry {
  id: number;
  attributes: Record<string, unknown>;
}

export interface MediaLibrary {
  byId: ReadonlyMap<number, MediaEntry>;
  /** The id of a manifest file; throws so that a typo in the content fails at start-up. */
  idOf(file: unknown): number;
}

const MIME_TYPES: Readonly<Record<string, string>> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.pdf': 'application/pdf',
};

const MEDIA_EPOCH = Date.parse('2026-11-01T08:00:00.000Z');

export function buildMediaLibrary(manifest: readonly RawMedia[]): MediaLibrary {
  const byId = new Map<number, MediaEntry>();
  const idsByFile = new Map<string, number>();
  manifest.forEach((raw, index) => {
    const entry = toMediaEntry(raw, index + 1);
    byId.set(entry.id, entry);
    idsByFile.set(raw.file, entry.id);
  });
  return {
    byId,
    idOf(file) {
      const id = idsByFile.get(String(file));
      if (id === undefined) throw new Error(`Demo content refers to unknown media file ${file}`);
      return id;
    },
  };
}

function toMediaEntry(raw: RawMedia, id: number): MediaEntry {
  const dot = raw.file.lastIndexOf('.');
  const ext = raw.file.slice(dot).toLowerCase();
  const time = new Date(MEDIA_EPOCH + id * 1_013).toISOString();
  return {
    id,
    attributes: {
      name: raw.file,
      alternativeText: raw.alt,
      caption: raw.alt,
      width: raw.width,
      height: raw.height,
      // Strapi only derives formats from raster images; SVG and PDF get none.
      formats: null,
      // The hash is the stored file name, so the URL is the file's path under public/.
      hash: raw.file.slice(0, dot),
      ext,
      mime: MIME_TYPES[ext] ?? 'application/octet-stream',
      size: raw.size,
      url: `/uploads/${raw.file}`,
      previewUrl: null,
      provider: 'local',
      provider_metadata: null,
      createdAt: time,
      updatedAt: time,
    },
  };
}
