import type { Lang } from '../lang';
import { formatNumber } from './number';

/** Kilobytes and megabytes as each language abbreviates them. */
const UNITS: Readonly<Record<Lang, { kb: string; mb: string }>> = {
  en: { kb: 'KB', mb: 'MB' },
  ru: { kb: 'КБ', mb: 'МБ' },
  uz: { kb: 'KB', mb: 'MB' },
};

/** A download's size as people read it: "120 KB", "1.4 MB" (Strapi reports kilobytes). */
export function formatFileSize(kilobytes: number, lang: Lang): string {
  const { kb, mb } = UNITS[lang];
  if (kilobytes >= 1024) return `${formatNumber(kilobytes / 1024, lang, 1)} ${mb}`;
  // A file is never "0 KB": a small one is at most 1 KB.
  return `${formatNumber(Math.max(1, Math.round(kilobytes)), lang)} ${kb}`;
}

const TYPES: Readonly<Record<string, string>> = {
  'application/pdf': 'PDF',
  'application/msword': 'DOC',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
  'application/vnd.ms-excel': 'XLS',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': 'XLSX',
};

/** What a link downloads ("PDF"), from its MIME type or else the URL's extension; '' if neither says. */
export function fileType(mime: string, url: string): string {
  return TYPES[mime] ?? /\.([a-z0-9]{2,5})(?:[?#]|$)/i.exec(url)?.[1]?.toUpperCase() ?? '';
}
