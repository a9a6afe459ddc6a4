import { expect } from 'chai';
import { appForSuite } from '../support/start-app';
import { getPage, jsonLdOf } from '../support/html';

const ogType = (html: string) => /<meta property="og:type" content="([^"]*)"/.exec(html)?.[1];
const ofType = (html: string, type: string) =>
  jsonLdOf(html).find((data) => data['@type'] === type);

const BANK = {
  '@type': 'Organization',
  name: 'Namuna Bank',
  url: 'http://bank.test',
  logo: 'http://bank.test/favicon.svg',
};

describe('news and vacancy details for search engines (issue 22)', () => {
  const suite = appForSuite();

  describe('GET /en/news/namangan-branch-opened', () => {
    it('is an article in Open Graph', async () => {
      const { html } = await getPage(suite.app, '/en/news/namangan-branch-opened');
      expect(ogType(html)).to.equal('article');
    });

    it('describes itself as a NewsArticle by the bank', async () => {
      const { html } = await getPage(suite.app, '/en/news/namangan-branch-opened');
      expect(ofType(html, 'NewsArticle')).to.deep.equal({
        '@context': 'https://schema.org',
        '@type': 'NewsArticle',
        headline: 'New branch opens in Namangan',
        description:
          'Namuna Bank has opened a new branch on Uychi Street in Namangan. The branch offers the full range of services to individuals and businesses. At the new offic…',
        image: ['http://bank.test/uploads/news-01.svg'],
        datePublished: '2026-11-10',
        dateModified: '2026-11-10',
        author: BANK,
        publisher: BANK,
        mainEntityOfPage: {
          '@type': 'WebPage',
          '@id': 'http://bank.test/en/news/namangan-branch-opened',
        },
        inLanguage: 'en',
      });
    });
  });

  it('dates a news item modified at its last CMS save when that came after its date', async () => {
    const { html } = await getPage(suite.app, '/ru/news/visa-gold-cashback');
    expect(ofType(html, 'NewsArticle')).to.deep.include({
      datePublished: '2026-10-28',
      dateModified: '2026-11-02T20:00:47.626Z',
    });
  });

  describe('GET /en/vacancies/call-centre-operator', () => {
    it('describes itself as a JobPosting of the bank in Tashkent, Uzbekistan', async () => {
      const { html } = await getPage(suite.app, '/en/vacancies/call-centre-operator');
      const { description, ...posting } = ofType(html, 'JobPosting')!;
      expect(posting).to.deep.equal({
        '@context': 'https://schema.org',
        '@type': 'JobPosting',
        title: 'Call centre agent',
        datePosted: '2026-11-03T00:01:27.146Z',
        hiringOrganization: BANK,
        jobLocation: {
          '@type': 'Place',
          address: {
            '@type': 'PostalAddress',
            addressLocality: 'Tashkent',
            addressRegion: 'Tashkent city',
            addressCountry: 'UZ',
          },
        },
        employmentType: 'PART_TIME',
        directApply: true,
        url: 'http://bank.test/en/vacancies/call-centre-operator',
      });
      expect(description).to.match(/^<p>We need agents for our 1234 call centre/);
    });

    it('keeps the HTML of the description escaped inside the script element', async () => {
      const { html } = await getPage(suite.app, '/en/vacancies/call-centre-operator');
      const scripts = [
        ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
      ].map((match) => match[1]!);
      expect(scripts.find((text) => text.includes('JobPosting')))
        .to.include('\\u003cp\\u003e')
        .and.not.include('<');
    });

    it('stays a website in Open Graph', async () => {
      const { html } = await getPage(suite.app, '/en/vacancies/call-centre-operator');
      expect(ogType(html)).to.equal('website');
    });
  });
});
