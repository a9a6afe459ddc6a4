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

/** The same submission as a Fetch FormData, for a route action (a page POST without JavaScript). */
export function toFormData(req: Request): FormData {
  const { fields, files } = requestFields(req);
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, String(item));
  }
  for (const file of files)
    form.append(file.field, new File([file.bytes as Uint8Array<ArrayBuffer>], file.name));
  return form;
}

/** Back from the action's FormData to fields and files. */
export async function fromFormData(
  body: FormData,
): Promise<{ fields: Record<string, unknown>; files: IncomingFile[] }> {
  const fields: Record<string, unknown> = {};
  const files: IncomingFile[] = [];
  for (const [name, value] of body) {
    if (typeof value === 'string') fields[name] = value;
    else
      files.push({ field: name, name: value.name, bytes: Buffer.from(await value.arrayBuffer()) });
  }
  return { fields, files };
}
