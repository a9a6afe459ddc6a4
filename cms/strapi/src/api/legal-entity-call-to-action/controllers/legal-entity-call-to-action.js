'use strict';

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreController(
  'api::legal-entity-call-to-action.legal-entity-call-to-action',
);
