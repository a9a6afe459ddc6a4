'use strict';

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreController('api::investment-fund.investment-fund');
