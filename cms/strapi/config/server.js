'use strict';

module.exports = ({ env }) => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  url: env('PUBLIC_URL', ''),
  app: { keys: env.array('APP_KEYS') },
  // The tests give each Strapi its own uploads folder (beside its database).
  logger: { updates: { enabled: false } },
  dirs: { public: env('STRAPI_PUBLIC_DIR', './public') },
});
