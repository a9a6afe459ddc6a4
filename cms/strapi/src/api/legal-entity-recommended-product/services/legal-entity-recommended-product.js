'use strict';

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreService(
  'api::legal-entity-recommended-product.legal-entity-recommended-product',
);
