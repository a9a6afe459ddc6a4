'use strict';

const crypto = require('node:crypto');
const path = require('node:path');

/**
 * Visitors' files (CVs, appeal attachments) are private: stored outside public/ and opened only by
 * a signed link that expires (providers/strapi-provider-upload-private). The signing secret is
 * UPLOAD_URL_SECRET, or else one derived from Strapi's own APP_KEYS, so a default install needs
 * no new setting; changing either only ends the links handed out in the last few minutes.
 */
module.exports = ({ env }) => {
  const appKeys = env.array('APP_KEYS', []).join(',');
  const derived = appKeys
    ? crypto.createHmac('sha256', appKeys).update('private uploads').digest('hex')
    : '';
  return {
    upload: {
      config: {
        provider: 'strapi-provider-upload-private',
        providerOptions: {
          privateDir: path.resolve(__dirname, '..', env('PRIVATE_UPLOADS_DIR', 'private-uploads')),
          secret: env('UPLOAD_URL_SECRET', '') || derived,
          expiresIn: env.int('UPLOAD_URL_EXPIRES_SECONDS', 300),
        },
      },
    },
  };
};
