'use strict';

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreService('api::legal-entity-slider.legal-entity-slider');
