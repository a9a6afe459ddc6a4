'use strict';

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreService('api::open-account-request.open-account-request');
