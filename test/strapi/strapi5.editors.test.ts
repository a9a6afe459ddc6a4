import { expect } from 'chai';
import {
  findDeposit,
  mainText,
  requireStrapi,
  startWorld,
  type World,
} from '../support/real-strapi';
import { waitFor } from '../support/wait-for';

describe('Editors on the real Strapi 5: a change shows at once, a draft only in a preview', function () {
  this.timeout(300_000);
  let world: World;

  before(async function () {
    requireStrapi(this);
    world = await startWorld();
  });
  after(async () => {
    await world?.stop();
  });

  /** Strapi's REST API with the full-access token, as an editor's tool would call it. */
  async function strapi(method: string, path: string, body?: unknown) {
    const response = await fetch(`${world.strapi.url}/api/${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${world.strapi.adminToken}`,
        'Content-Type': 'application/json',
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    expect(response.status, `${method} ${path}`).to.be.lessThan(300);
    return response.json();
  }

  const pageMain = async (path: string, cookie?: string) => {
    const response = await fetch(`${world.site.url}${path}`, {
      headers: cookie ? { Cookie: cookie } : {},
    });
    return {
      status: response.status,
      headers: response.headers,
      main: mainText(await response.text()),
    };
  };

  it('shows an entry published through Strapi on the site within 3 s, through the real webhook', async () => {
    expect((await pageMain('/en/deposit/mustahkam-kelajak')).main).to.include('Secure Future');
    const { documentId } = await findDeposit(world.strapi, 'mustahkam-kelajak', 'en');
    await strapi('PUT', `contributions/${documentId}?locale=en`, {
      data: { name: 'Secure Future 2027' },
    });
    const started = Date.now();
    await waitFor(
      async () =>
        (await pageMain('/en/deposit/mustahkam-kelajak')).main.includes('Secure Future 2027'),
      3_000,
    );
    expect(Date.now() - started).to.be.lessThan(3_000);
    expect((await pageMain('/en/deposit')).main).to.include('Secure Future 2027');
  });

  it('shows a draft only inside a preview session, never to another visitor or from a cache', async () => {
    const published = await pageMain('/ru/deposit/omonat-plus');
    expect(published.main).to.include('Омонат Плюс');
    const { documentId } = await findDeposit(world.strapi, 'omonat-plus', 'ru');
    await strapi('PUT', `contributions/${documentId}?locale=ru&status=draft`, {
      data: { name: 'Омонат Черновик' },
    });

    const secret = world.strapi.siteEnv.CMS_PREVIEW_SECRET!;
    const wrong = await fetch(
      `${world.site.url}/api/preview?secret=wrong-secret-0123456789&url=/ru/deposit/omonat-plus`,
      {
        redirect: 'manual',
      },
    );
    expect(wrong.status).to.equal(401);
    expect(wrong.headers.get('set-cookie')).to.equal(null);

    const enter = await fetch(
      `${world.site.url}/api/preview?secret=${secret}&url=${encodeURIComponent('/ru/deposit/omonat-plus')}`,
      { redirect: 'manual' },
    );
    expect(enter.status).to.be.oneOf([302, 303]);
    expect(enter.headers.get('location')).to.equal('/ru/deposit/omonat-plus');
    const cookie = enter.headers.get('set-cookie')!.split(';')[0]!;

    const preview = await pageMain('/ru/deposit/omonat-plus', cookie);
    expect(preview.status).to.equal(200);
    expect(preview.main).to.include('Омонат Черновик');
    expect(preview.headers.get('cache-control')).to.equal('private, no-store');
    expect(preview.headers.get('x-robots-tag')).to.include('noindex');
    const bar = await (
      await fetch(`${world.site.url}/ru/deposit/omonat-plus`, { headers: { Cookie: cookie } })
    ).text();
    expect(bar).to.include('Предпросмотр');

    for (let visit = 0; visit < 2; visit++) {
      const other = await pageMain('/ru/deposit/omonat-plus');
      expect(other.main).to.include('Омонат Плюс');
      expect(other.main).not.to.include('Черновик');
    }
    const list = await fetch(`${world.site.url}/api/v1/deposits?locale=ru`);
    expect(await list.text()).not.to.include('Черновик');
  });
});
