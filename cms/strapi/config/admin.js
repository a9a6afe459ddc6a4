'use strict';

const fs = require('node:fs');
const path = require('node:path');

// Where an entry shows on the site (uid → path before the slug); the single types and the
// collections without a page of their own preview on the page that lists them.
const SITE_PATHS = {
  'api::contribution.contribution': '/deposit/',
  'api::credit.credit': '/credit/',
  'api::card.card': '/cards/',
  'api::transfer.transfer': '/transfers/',
  'api::news-item.news-item': '/news/',
  'api::vacancy.vacancy': '/vacancies/',
  'api::legal-entity.legal-entity': '/juristic/',
  'api::page.page': '/individual/',
  'api::branch.branch': '/branches',
  'api::currency-rate.currency-rate': '/currency',
  'api::investment-fund.investment-fund': '/investment-funds',
  'api::correspondent-account.correspondent-account': '/financial-institutions',
  'api::legal-entity-slider.legal-entity-slider': '/juristic',
  'api::legal-entity-recommended-product.legal-entity-recommended-product': '/juristic',
  'api::legal-entity-call-to-action.legal-entity-call-to-action': '/juristic',
  'api::social-link.social-link': '/contact',
  'api::news-category.news-category': '/news',
};

/** The site page of an entry in its language: Uzbek has no prefix. */
async function sitePath(uid, { documentId, locale, status }) {
  const base = SITE_PATHS[uid];
  if (!base) return null;
  const prefix = !locale || locale === 'uz' ? '' : `/${locale}`;
  if (!base.endsWith('/')) return `${prefix}${base}`;
  const entry = await strapi
    .documents(uid)
    .findOne({ documentId, locale, status, fields: ['slug'] });
  return entry?.slug ? `${prefix}${base}${entry.slug}` : `${prefix}${base.slice(0, -1)}`;
}

module.exports = ({ env }) => {
  const siteUrl = env('SITE_URL', 'http://127.0.0.1:3000');
  const previewSecret = env('CMS_PREVIEW_SECRET', '');
  return {
    auth: { secret: env('ADMIN_JWT_SECRET') },
    apiToken: { salt: env('API_TOKEN_SALT') },
    transfer: { token: { salt: env('TRANSFER_TOKEN_SALT') } },
    secrets: { encryptionKey: env('ENCRYPTION_KEY') },
    // The admin panel is built on demand (`npm run build` here); until then only the REST API runs.
    serveAdminPanel: fs.existsSync(path.join(__dirname, '..', 'dist', 'build', 'index.html')),
    flags: { nps: false, promoteEE: false },
    preview: {
      enabled: Boolean(previewSecret),
      config: {
        allowedOrigins: [new URL(siteUrl).origin],
        async handler(uid, document) {
          const page = await sitePath(uid, document);
          if (!page) return null;
          const query = new URLSearchParams({ secret: previewSecret, url: page });
          return `${siteUrl}/api/preview?${query}`;
        },
      },
    },
  };
};
