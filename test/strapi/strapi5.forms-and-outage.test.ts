import { randomUUID } from 'node:crypto';
import { expect } from 'chai';
import { PNG, SAMPLE_PDF, VALID, formBody, postForm } from '../support/form-files';
import { mainText, requireStrapi, startWorld, strapiGet, type World } from '../support/real-strapi';
import { waitFor } from '../support/wait-for';

type Entry = Record<string, unknown> & { files?: { name: string; mime: string }[] | null };

describe('Forms on the real Strapi 5: each arrives once with its files, and none is lost while Strapi is down', function () {
  this.timeout(300_000);
  let world: World;

  before(async function () {
    requireStrapi(this);
    // Short lifetimes, so that what the outage test sees comes from the last good copies, and quick
    // retries. Every retry waits at least the delivery lease (the delivery timeout and 2 s, in
    // case a timed-out request is still written), so the timeout is short too: with the default
    // 30 s, the forms arrived 32 s after their failed try, just past this test's 30 s wait.
    world = await startWorld({
      CMS_CACHE_TTL: '1',
      HTML_CACHE_TTL: '0',
      OUTBOX_RETRY_BASE_MS: '200',
      OUTBOX_RETRY_MAX_MS: '1000',
      FORMS_RELAY_WAIT_MS: '3000',
      FORMS_CMS_TIMEOUT_MS: '5000',
    });
  });
  after(async () => {
    await world?.stop();
  });

  /** What Strapi holds under one idempotency key, read with the full-access token. */
  async function stored(collection: string, key: string): Promise<Entry[]> {
    const query = `filters[idempotency_key][$eq]=${key}&populate=*`;
    const response = await strapiGet(world.strapi, `${collection}?${query}`);
    expect(response.status).to.equal(200);
    return ((await response.json()) as { data: Entry[] }).data;
  }

  const keyed = (fields: Record<string, string>) => ({ ...fields, idempotency_key: randomUUID() });

  it('delivers all four forms with their files exactly once, even when the visitor sends twice', async () => {
    const appeal = keyed(VALID.appeal);
    const application = keyed(VALID.vacancy);
    const contact = keyed(VALID.contact);
    const openAccount = keyed(VALID.openAccount);
    const sends: [kind: string, body: () => FormData, collection: string, key: string][] = [
      [
        'appeal',
        () =>
          formBody(appeal, [
            { field: 'files', name: 'statement.pdf', bytes: SAMPLE_PDF, type: 'application/pdf' },
            { field: 'files', name: 'photo.png', bytes: PNG, type: 'image/png' },
          ]),
        'appeals',
        appeal.idempotency_key,
      ],
      [
        'vacancy-application',
        () =>
          formBody(application, [
            { field: 'cv_file', name: 'cv.pdf', bytes: SAMPLE_PDF, type: 'application/pdf' },
          ]),
        'vacancy-applications',
        application.idempotency_key,
      ],
      ['contact', () => formBody(contact), 'contact-requests', contact.idempotency_key],
      [
        'open-account',
        () => formBody(openAccount),
        'open-account-requests',
        openAccount.idempotency_key,
      ],
    ];
    for (const [kind, body, collection, key] of sends) {
      const first = await postForm(world.site.url, kind, body());
      expect(first.status, kind).to.equal(201);
      const again = await postForm(world.site.url, kind, body());
      expect(again.status, `${kind} sent again`).to.be.oneOf([200, 201]);
      expect(await stored(collection, key), collection).to.have.length(1);
    }
    const [storedAppeal] = await stored('appeals', appeal.idempotency_key);
    expect(storedAppeal).to.include({
      name: 'Aziz Karimov',
      request_type: 'consultation',
      confirmation: true,
    });
    expect(storedAppeal!.files!.map((file) => [file.name, file.mime])).to.have.deep.members([
      ['statement.pdf', 'application/pdf'],
      ['photo.png', 'image/png'],
    ]);
    const [storedApplication] = await stored('vacancy-applications', application.idempotency_key);
    expect(storedApplication!.cv_file).to.include({ name: 'cv.pdf', mime: 'application/pdf' });
    expect(storedApplication!.vacancy).to.include({ slug: 'frontend-developer' });
  });

  it('stores where each form came from: language, reference, SOATO codes, page, consent time, office', async () => {
    const sent = Date.now();
    const forms: [kind: string, fields: Record<string, string>, reference: string][] = [
      [
        'appeal',
        {
          ...VALID.appeal,
          region: 'Самаркандская область',
          city: '1718224',
          locale: 'ru',
          idempotency_key: 'strapi-appeal-origin-0001',
        },
        'WTBWA-DQWME',
      ],
      [
        'vacancy-application',
        { ...VALID.vacancy, locale: 'en', idempotency_key: 'strapi-vacancy-origin-001' },
        'GLWHA-P278E',
      ],
      [
        'contact',
        {
          ...VALID.contact,
          page_path: '/ru/deposit/dollar-plus',
          locale: 'ru',
          idempotency_key: 'strapi-contact-origin-001',
        },
        '5AP2Z-6S99Q',
      ],
      [
        'open-account',
        { ...VALID.openAccount, locale: 'uz', idempotency_key: 'strapi-account-origin-001' },
        'B9RZL-E6JLD',
      ],
    ];
    for (const [kind, fields, reference] of forms) {
      const cv = { field: 'cv_file', name: 'cv.pdf', bytes: SAMPLE_PDF, type: 'application/pdf' };
      const body = formBody(fields, kind === 'vacancy-application' ? [cv] : []);
      const answer = await postForm(world.site.url, kind, body);
      expect(answer.status, kind).to.equal(201);
      expect(answer.json.reference, kind).to.equal(reference);
    }
    const [appeal] = await stored('appeals', 'strapi-appeal-origin-0001');
    expect(appeal).to.include({
      region: 'Samarqand viloyati',
      region_code: '1718',
      city: 'Payariq tumani',
      city_code: '1718224',
      language: 'ru',
      reference: 'WTBWA-DQWME',
    });
    const [application] = await stored('vacancy-applications', 'strapi-vacancy-origin-001');
    expect(application).to.include({ consent: true, language: 'en', reference: 'GLWHA-P278E' });
    expect(Date.parse(String(application!.consented_at))).to.be.within(sent - 1000, Date.now());
    const [contact] = await stored('contact-requests', 'strapi-contact-origin-001');
    expect(contact).to.include({
      page_path: '/ru/deposit/dollar-plus',
      language: 'ru',
      reference: '5AP2Z-6S99Q',
    });
    const [account] = await stored('open-account-requests', 'strapi-account-origin-001');
    expect(account).to.include({
      branch: 'Chilonzor filiali',
      branch_code: 'chilonzor',
      language: 'uz',
      reference: 'B9RZL-E6JLD',
    });
  });

  it('keeps each branch’s slug and SOATO district, which the finder searches in every script', async () => {
    const response = await strapiGet(
      world.strapi,
      'branches?locale=ru&filters[slug][$eq]=atm-airport',
    );
    const [airport] = ((await response.json()) as { data: Entry[] }).data;
    expect(airport).to.include({ slug: 'atm-airport', district: '1726283' });
    const page = await fetch(`${world.site.url}/en/branches?q=Sergeli`);
    expect(mainText(await page.text())).to.include('ATM — Tashkent Airport');
  });

  it('keeps the form types closed to the site token (403), which only creates', async () => {
    for (const collection of [
      'appeals',
      'vacancy-applications',
      'contact-requests',
      'open-account-requests',
    ]) {
      const response = await strapiGet(world.strapi, collection, world.strapi.siteEnv.CMS_TOKEN);
      expect(response.status, collection).to.equal(403);
    }
  });

  it('serves pages from the last good copies and accepts forms (202) while Strapi is down, then delivers each once', async () => {
    const before = mainText(await (await fetch(`${world.site.url}/ru/deposit/dollar-plus`)).text());
    expect(before).to.include('Доллар');
    await world.strapi.stop();
    try {
      await new Promise((resolve) => setTimeout(resolve, 1_200));
      const during = await fetch(`${world.site.url}/ru/deposit/dollar-plus`);
      expect(during.status).to.equal(200);
      expect(mainText(await during.text())).to.equal(before);
      const contacts = [keyed(VALID.contact), keyed(VALID.contact), keyed(VALID.contact)];
      for (const contact of contacts) {
        const sent = await postForm(world.site.url, 'contact', formBody(contact));
        expect(sent.status).to.equal(202);
      }
      const appeal = keyed(VALID.appeal);
      const withFile = formBody(appeal, [
        { field: 'files', name: 'while-down.pdf', bytes: SAMPLE_PDF, type: 'application/pdf' },
      ]);
      expect((await postForm(world.site.url, 'appeal', withFile)).status).to.equal(202);

      await world.restartStrapi();
      await waitFor(
        async () => (await stored('appeals', appeal.idempotency_key)).length === 1,
        30_000,
      );
      for (const contact of contacts)
        await waitFor(
          async () => (await stored('contact-requests', contact.idempotency_key)).length === 1,
          30_000,
        );
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      for (const contact of contacts)
        expect(await stored('contact-requests', contact.idempotency_key)).to.have.length(1);
      const [delivered] = await stored('appeals', appeal.idempotency_key);
      expect(delivered!.files!.map((file) => file.name)).to.deep.equal(['while-down.pdf']);
    } finally {
      if (world.strapi.process.exitCode !== null || world.strapi.process.signalCode !== null)
        await world.restartStrapi();
    }
  });
});
