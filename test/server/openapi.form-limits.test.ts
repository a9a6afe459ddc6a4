import { expect } from 'chai';
import request from 'supertest';
import type { App } from '../../server/app';
import { appOverSwitchableCms } from '../support/switchable-cms';
import { PNG, SAMPLE_PDF, VALID, tempDataDir } from '../support/form-files';

interface FieldSchema {
  minLength?: number;
  maxLength?: number;
  maxItems?: number;
}

/** The length limits the document must state, as §5 and docs/cms-contract.md give them. */
const LIMITS: Record<string, Record<string, [number | undefined, number]>> = {
  appeal: { name: [3, 100], email: [3, 100], text: [3, 3000] },
  'vacancy-application': { name: [3, 100], email: [3, 100] },
  contact: {
    name: [3, 100],
    last_name: [undefined, 100],
    email: [undefined, 100],
    page_path: [undefined, 300],
  },
  'open-account': {
    company_name: [3, 200],
    contact_person: [3, 100],
    email: [3, 100],
    branch: [undefined, 200],
  },
};

const COMPONENTS: Record<string, string> = {
  appeal: 'AppealForm',
  'vacancy-application': 'VacancyApplicationForm',
  contact: 'ContactForm',
  'open-account': 'OpenAccountForm',
};

const FIELDS: Record<string, Record<string, string>> = {
  appeal: VALID.appeal,
  'vacancy-application': VALID.vacancy,
  contact: VALID.contact,
  'open-account': VALID.openAccount,
};

/** A valid value of exactly `length` characters for the field. */
const ofLength = (field: string, length: number) =>
  field === 'email'
    ? `${'a'.repeat(length - '@example.com'.length)}@example.com`
    : field === 'page_path'
      ? `/${'a'.repeat(length - 1)}`
      : 'a'.repeat(length);

describe('POST /api/v1/forms/*: the documented limits are the enforced ones', () => {
  let app: App;
  let schemas: Record<string, { properties: Record<string, FieldSchema> }>;
  const data = tempDataDir();
  before(async () => {
    ({ app } = appOverSwitchableCms({ DATA_DIR: data.path, FORMS_RATE_LIMIT_MAX: '1000' }));
    const document = (await request(app).get('/api/v1/openapi.json')).body as {
      components: { schemas: typeof schemas };
    };
    schemas = document.components.schemas;
  });
  after(async () => {
    await app.stop();
    data.remove();
  });

  const post = (kind: string, fields: Record<string, string>) => {
    const form = request(app).post(`/api/v1/forms/${kind}`).field(fields);
    return kind === 'vacancy-application' ? form.attach('cv_file', SAMPLE_PDF, 'cv.pdf') : form;
  };

  const schemaOf = (kind: string) => schemas[COMPONENTS[kind] ?? '']!;

  for (const [kind, limits] of Object.entries(LIMITS)) {
    describe(kind, () => {
      it('documents the limits of §5', () => {
        const properties = schemaOf(kind).properties;
        for (const [field, [min, max]] of Object.entries(limits)) {
          expect(properties[field]?.maxLength, field).to.equal(max);
          expect(properties[field]?.minLength, field).to.equal(min);
        }
      });

      // An email cannot be 3 characters long, so only its maximum is tried. A branch must also be
      // one of the bank's offices (server/forms/branch-choice.ts): only its refusal is tried.
      const bounds = [
        { name: 'maximum', past: 'one character more', limit: 'maxLength', step: 1 },
        { name: 'minimum', past: 'one character less', limit: 'minLength', step: -1 },
      ] as const;
      for (const { name, past, limit, step } of bounds) {
        it(`accepts each text field at its documented ${name} and refuses ${past}`, async () => {
          for (const [field, schema] of Object.entries(schemaOf(kind).properties)) {
            const length = schema[limit];
            if (!length || (limit === 'minLength' && field === 'email')) continue;
            const value = (size: number) => ({ ...FIELDS[kind], [field]: ofLength(field, size) });
            if (field !== 'branch')
              expect((await post(kind, value(length))).status, `${field} at ${length}`).to.be.oneOf(
                [201, 202],
              );
            const refused = await post(kind, value(length + step));
            expect(refused.status, `${field} at ${length + step}`).to.equal(400);
            expect(refused.body.codes, field).to.have.property(field);
          }
        });
      }
    });
  }

  it('takes the documented 5 appeal files and refuses a sixth', async () => {
    expect(schemaOf('appeal').properties.files?.maxItems).to.equal(5);
    const withFiles = (count: number) => {
      let form = request(app).post('/api/v1/forms/appeal').field(VALID.appeal);
      for (let index = 0; index < count; index += 1)
        form = form.attach('files', PNG, `photo-${index}.png`);
      return form;
    };
    expect((await withFiles(5)).status).to.be.oneOf([201, 202]);
    const six = await withFiles(6);
    expect(six.status).to.equal(400);
    expect(six.body.codes).to.deep.equal({ _form: 'errors.tooManyFiles' });
  });
});
