import type { Request } from 'express';
import type { IncomingFile } from './submission-handler';

/** Text fields and files as multer (or the urlencoded/JSON parsers) left them on the request. */
export function requestFields(req: Request): {
  fields: Record<string, unknown>;
  files: IncomingFile[];
} {
  const uploaded = req.files ?? [];
  const list = Array.isArray(uploaded) ? uploaded : Object.values(uploaded).flat();
  return {
    fields: { ...((req.body ?? {}) as Record<string, unknown>) },
    files: list.map((file) => ({
      field: file.fieldname,
      name: file.originalname,
      bytes: file.buffer,
    })),
  };
}
