import { expect } from 'chai';
import request from 'supertest';
import { appForSuite } from '../support/start-app';

const images = (html: string) =>
  [...html.matchAll(/<img ([^>]*)>/g)]
    .map((m) => m[1]!)
    .filter((img) => !/logo|informer/.test(img));

describe('pictures of a page: the first screen first', () => {
  const suite = appForSuite();

  for (const path of ['/ru/deposit', '/ru/news', '/ru/cards']) {
    it(`${path}: the first card's picture loads at once with high priority and its size; the rest are lazy`, async () => {
      const { text } = await request(suite.app).get(path);
      const [first, ...rest] = images(text);
      expect(first).to.include('fetchPriority="high"').and.not.include('loading=');
      expect(first).to.match(/width="\d+" height="\d+"/);
      expect(rest.length).to.be.greaterThan(1);
      for (const img of rest) expect(img).to.include('loading="lazy"');
    });
  }

  it('/ : the hero picture has high priority, the product and news cards below it are lazy', async () => {
    const { text } = await request(suite.app).get('/').set('Cookie', 'lang=uz');
    const [hero, ...rest] = images(text);
    expect(hero).to.include('class="hero__image"').and.include('fetchPriority="high"');
    expect(rest.filter((img) => /card__image/.test(img)).length).to.be.greaterThan(3);
    for (const img of rest.filter((img) => /card__image/.test(img)))
      expect(img).to.include('loading="lazy"');
  });

  it('a detail page titles its advantages with an h2, so the item headings follow the h1 in order', async () => {
    const { text } = await request(suite.app).get('/ru/deposit/omonat-plus');
    expect(text).to.match(/<h2 id="advantages-title" class="visually-hidden">Преимущества<\/h2>/);
  });
});
