'use strict';

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreService(
  'api::legal-entity-call-to-action.legal-entity-call-to-action',
);
