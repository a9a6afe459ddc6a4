'use strict';

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreController('api::open-account-request.open-account-request');
