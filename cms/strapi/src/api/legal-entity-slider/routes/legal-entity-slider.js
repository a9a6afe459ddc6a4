'use strict';

const { factories } = require('@strapi/strapi');

module.exports = factories.createCoreRouter('api::legal-entity-slider.legal-entity-slider');
