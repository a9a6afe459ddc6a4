import * as yup from 'yup';
import type { FileInfo, FileType } from './form-types';

/** §5 and §9; the limits the spec leaves open are documented in docs/cms-contract.md. */
export const LIMITS = {
  nameMin: 3,
  nameMax: 100,
  emailMin: 3,
  emailMax: 100,
  appealTextMin: 3,
  appealTextMax: 3000,
  appealFilesMax: 5,
  /** Every file must be strictly smaller ('less than 10MB', §5). */
  fileBytes: 10 * 1024 * 1024,
  lastNameMax: 100,
  companyNameMax: 200,
  branchMax: 200,
  pagePathMax: 300,
} as const;

const PHONE = /^\+998\d{9}$/;

/** Spaces, dashes, dots and brackets people type inside phone numbers are dropped. */
function normalizePhone(value: unknown): unknown {
  return typeof value === 'string' ? value.replace(/[\s().-]/g, '') : value;
}

export const trimmed = () => yup.string().trim().default('');

export const nameRule = (lengthKey = 'errors.nameLength') =>
  trimmed()
    .required('errors.required')
    .min(LIMITS.nameMin, lengthKey)
    .max(LIMITS.nameMax, lengthKey);

export const emailRule = (formatKey = 'errors.emailFormat') =>
  trimmed()
    .required('errors.required')
    .min(LIMITS.emailMin, 'errors.emailLength')
    .max(LIMITS.emailMax, 'errors.emailLength')
    .email(formatKey);

export const phoneRule = (keys: { required: string; format: string }) =>
  yup
    .string()
    .transform(normalizePhone)
    .default('')
    .required(keys.required)
    .matches(PHONE, keys.format);

/** A checkbox sends "on" (or "true" from scripts); anything else is no consent. */
export const consentRule = () =>
  yup
    .boolean()
    .transform(
      (_value: unknown, original: unknown) =>
        original === true || original === 'on' || original === 'true',
    )
    .oneOf([true], 'errors.consent')
    .required('errors.consent');

export const choiceRule = (values: readonly string[], key: string) =>
  trimmed()
    .required(key)
    .oneOf([...values], key);

/** Required only where a human check is configured (a site key in the browser, a secret on the server). */
export const humanCheckRule = (required: boolean, key: string) =>
  required ? trimmed().required(key) : trimmed().optional();

const fileList = () => yup.array().of(yup.mixed<FileInfo>().required()).default([]);

/** Each file under the size limit and of an accepted type; `types` by content on the server. */
export const filesRule = (
  types: readonly FileType[],
  keys: { type: string; count?: string },
  max: number,
) =>
  fileList()
    .max(max, keys.count ?? keys.type)
    .test('file-size', 'errors.fileSize', (files = []) =>
      files.every((file) => file.size < LIMITS.fileBytes),
    )
    .test('file-type', keys.type, (files = []) =>
      files.every((file) => file.type !== null && types.includes(file.type)),
    );
