'use strict';

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreRouter(
  'api::legal-entity-call-to-action.legal-entity-call-to-action',
);
