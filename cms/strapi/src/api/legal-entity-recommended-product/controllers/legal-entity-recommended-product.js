'use strict';

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreController(
  'api::legal-entity-recommended-product.legal-entity-recommended-product',
);
