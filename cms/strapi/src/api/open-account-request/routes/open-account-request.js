'use strict';

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreRouter('api::open-account-request.open-account-request');
