'use strict';

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreRouter('api::currency-rate.currency-rate');
