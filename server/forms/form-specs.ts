import type { AnyObjectSchema } from 'yup';
import type { FileType, FormKind } from '@/lib/forms/form-types';
import { appealSchema } from '@/features/appeals/appeal-schema';
import { APPEAL_FILE_TYPES } from '@/features/appeals/appeal-choices';
import {
  CV_FILE_TYPES,
  vacancyApplicationSchema,
} from '@/features/vacancies/vacancy-application-schema';
import { contactSchema } from '@/features/contact/contact-schema';
import { openAccountSchema } from '@/features/juristic/open-account-schema';
import { LIMITS } from '@/lib/forms/rules';
import { placeOf } from '@/lib/places/places';
import { regionOf } from '@/lib/places/regions';

export interface FileFieldSpec {
  name: string;
  maxCount: number;
  /** A Strapi "multiple media" field takes a list of file ids, a single one one id. */
  multiple: boolean;
  /** What the schema accepts (judged by the bytes); the OpenAPI document lists them. */
  types: readonly FileType[];
}

export interface FormSpec {
  /** The CMS collection (docs/cms-contract.md §6). */
  collection: string;
  fileFields: FileFieldSpec[];
  schema(options: { humanCheck: boolean }): AnyObjectSchema;
  /** The CMS fields of a validated submission (files and the vacancy link are added on delivery). */
  fields: readonly string[];
  /** reCAPTCHA is checked (when configured) only on forms that show the widget (spec §3). */
  humanCheck: boolean;
  /** The `vacancy` field names a vacancy (slug or id), linked on delivery. */
  linksVacancy: boolean;
  /** CMS fields computed from the validated values and the time of receipt. */
  derived?(values: Record<string, unknown>, receivedAt: string): Record<string, unknown>;
}

/** Staff read the Uzbek names; the SOATO codes beside them are what reports and systems use. */
function appealPlaces(values: Record<string, unknown>) {
  return {
    region: regionOf(values.region)?.uz ?? values.region,
    region_code: values.region,
    city: placeOf(values.city)?.uz ?? values.city,
    city_code: values.city,
  };
}

export const FORM_SPECS: Readonly<Record<FormKind, FormSpec>> = {
  appeal: {
    collection: 'appeals',
    fileFields: [
      { name: 'files', maxCount: LIMITS.appealFilesMax, multiple: true, types: APPEAL_FILE_TYPES },
    ],
    schema: appealSchema,
    fields: [
      'name',
      'region',
      'city',
      'email',
      'phone_number',
      'subject_type',
      'request_type',
      'text',
      'confirmation',
    ],
    // §1 puts the human check on the vacancy and contact forms only: an appeal goes without
    // JavaScript, and scripts are kept out by the trap field and the per-address limit.
    humanCheck: false,
    linksVacancy: false,
    derived: appealPlaces,
  },
  'vacancy-application': {
    collection: 'vacancy-applications',
    fileFields: [{ name: 'cv_file', maxCount: 1, multiple: false, types: CV_FILE_TYPES }],
    schema: vacancyApplicationSchema,
    fields: ['name', 'email', 'phone', 'consent'],
    humanCheck: true,
    linksVacancy: true,
    // The schema refuses an application without consent: it was given when the site received it.
    derived: (_values, receivedAt) => ({ consented_at: receivedAt }),
  },
  contact: {
    collection: 'contact-requests',
    fileFields: [],
    schema: contactSchema,
    fields: ['name', 'last_name', 'phone', 'email', 'page_path'],
    humanCheck: true,
    linksVacancy: false,
  },
  'open-account': {
    collection: 'open-account-requests',
    fileFields: [],
    schema: openAccountSchema,
    fields: ['company_name', 'inn', 'contact_person', 'phone', 'email', 'branch', 'consent'],
    // Not behind the human check either (§1), as the appeal.
    humanCheck: false,
    linksVacancy: false,
  },
};

/** The CMS fields of validated values; optional fields left empty are not sent. */
export function cmsData(spec: FormSpec, values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    spec.fields
      .filter((field) => values[field] !== '' && values[field] !== undefined)
      .map((field) => [field, values[field]]),
  );
}
