import type { Plugin } from 'esbuild';

export const CUSTOM_MEDIA: Readonly<Record<string, string>>;
export function expandCustomMedia(css: string, file: string): string;
export const customMedia: Plugin;
