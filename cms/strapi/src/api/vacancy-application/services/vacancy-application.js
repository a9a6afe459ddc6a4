'use strict';

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreService('api::vacancy-application.vacancy-application');
