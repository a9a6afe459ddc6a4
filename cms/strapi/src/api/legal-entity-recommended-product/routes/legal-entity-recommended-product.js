'use strict';

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreRouter(
  'api::legal-entity-recommended-product.legal-entity-recommended-product',
);
