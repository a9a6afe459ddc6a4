'use strict';

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreController('api::correspondent-account.correspondent-account');
