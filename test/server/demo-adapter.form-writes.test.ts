import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import { demoClient, v4Fixture } from './demo-test-kit';
import { SAMPLE_PDF, tempDataDir } from '../support/form-files';

const APPEAL = {
  name: 'Aziz Karimov',
  region: 'Toshkent',
  city: 'Toshkent',
  email: 'aziz@example.com',
  phone_number: '+998901234567',
  subject_type: 'individual_entity',
  request_type: 'consultation',
  text: 'Depozit haqida maslahat kerak',
  confirmation: true,
};

describe('demo adapter: form submissions stored under the data directory', () => {
  const data = tempDataDir();
  const client = demoClient({ dataDir: data.path });
  after(() => data.remove());

  it('answers a JSON create with 200 and the entry, as Strapi 4 does', async () => {
    const response = await client.post('/api/appeals', {
      data: { ...APPEAL, idempotency_key: 'demo-key-0000000001' },
    });
    expect(response.status).to.equal(200);
    const sample = v4Fixture('appeal-create.response.json') as { data: { attributes: object } };
    expect(Object.keys(response.data.data.attributes).sort()).to.deep.equal(
      [...Object.keys(sample.data.attributes), 'idempotency_key'].sort(),
    );
    expect(response.data.meta).to.deep.equal({});
  });

  it('refuses a second create with the same idempotency key like Strapi', async () => {
    const response = await client.post('/api/appeals', {
      data: { ...APPEAL, idempotency_key: 'demo-key-0000000001' },
    });
    expect(response.status).to.equal(400);
    expect(response.data).to.deep.equal(v4Fixture('error-400.duplicate-idempotency-key.json'));
  });

  it('stores the files of a multipart create byte for byte', async () => {
    const form = new FormData();
    form.append(
      'data',
      JSON.stringify({
        name: 'Bobur',
        phone: '+998907778899',
        idempotency_key: 'demo-key-0000000002',
      }),
    );
    form.append(
      'files.cv_file',
      new Blob([new Uint8Array(SAMPLE_PDF)], { type: 'application/pdf' }),
      'cv.pdf',
    );
    const response = await client.post('/api/vacancy-applications', form);
    expect(response.status).to.equal(200);
    expect(response.data.data.attributes).not.to.have.property('cv_file');
    const stored = JSON.parse(
      readFileSync(
        join(data.path, 'submissions', 'vacancy-applications', 'demo-key-0000000002.json'),
        'utf8',
      ),
    );
    const file = stored.attributes.cv_file[0].attributes;
    expect(file).to.include({ name: 'cv.pdf', mime: 'application/pdf', ext: '.pdf' });
    const upload = readdirSync(join(data.path, 'uploads')).find((name) =>
      name.endsWith('-cv.pdf'),
    )!;
    expect(readFileSync(join(data.path, 'uploads', upload)).equals(SAMPLE_PDF)).to.equal(true);
  });

  it('answers an upload with a bare array of files, as the upload plugin does', async () => {
    const form = new FormData();
    form.append(
      'files',
      new Blob([new Uint8Array(SAMPLE_PDF)], { type: 'application/pdf' }),
      'appeal-attachment.pdf',
    );
    const response = await client.post('/api/upload', form);
    expect(response.status).to.equal(200);
    expect(response.data).to.be.an('array').with.length(1);
    expect(response.data[0]).to.include({ name: 'appeal-attachment.pdf', mime: 'application/pdf' });
    expect(response.data[0].id).to.be.a('number');
  });

  it("answers a create without the data wrapper with Strapi's 400", async () => {
    const response = await client.post('/api/contact-requests', { name: 'X' });
    expect(response.status).to.equal(400);
    expect(response.data.error.message).to.equal('Missing "data" payload in the request body');
  });

  it('refuses creates in content types the public may not write', async () => {
    expect((await client.post('/api/cards', { data: {} })).status).to.equal(403);
  });
});
