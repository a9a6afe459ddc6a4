import type { FileType } from '@/lib/forms/form-types';

/** The appeal form's choices (§3), without the schema: the form renders them before yup loads. */
export const SUBJECT_TYPES = ['individual_entity', 'legal_entity'] as const;
export const REQUEST_TYPES = [
  'request',
  'complain',
  'offer',
  'consultation',
  'make_appointment',
] as const;
/** Appeals may carry photos of receipts or documents as well as office files. */
export const APPEAL_FILE_TYPES: readonly FileType[] = ['pdf', 'doc', 'docx', 'jpeg', 'png'];
