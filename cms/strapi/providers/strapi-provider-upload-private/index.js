'use strict';

/**
 * Upload provider for the bank's Strapi (5, and 4.26): the bank's own media stay public, visitors'
 * files (CVs, appeal attachments) are private.
 *
 * - Public: uploads from the admin panel (editors), from a full-access API token (seeding) and from
 *   Strapi's own code outside any request (such as `strapi import`) go to `public/uploads/` as
 *   `/uploads/<hash><ext>`, exactly where Strapi's local provider keeps them, so the site's images
 *   and the files uploaded before this provider keep working.
 * - Private: any other upload, which is the site's custom token sending a form's attachments, goes
 *   to `privateDir` (outside `public/`, so Strapi's static serving never reaches it) as
 *   `/private-uploads/<hash><ext>`. That address alone answers 403.
 * - `isPrivate()` is true, so Strapi asks `getSignedUrl(file)` whenever it shows a file. Editors and
 *   full-access tokens get `/private-uploads/<name>?expires=…&signature=…` (an HMAC of the name and
 *   the expiry, valid for `expiresIn` seconds), which the route added here serves. Anyone else gets
 *   the bare address: Strapi also signs the answer to an upload, and the site's token must not
 *   receive a link that opens a visitor's file.
 *
 * Only Node's own modules: the same folder serves Strapi 5 (cms/strapi) and 4 (cms/strapi4).
 */

const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');
const { pipeline } = require('node:stream/promises');

const PUBLIC_PREFIX = '/uploads/';
const PRIVATE_PREFIX = '/private-uploads/';
/** Shown inline to an editor; anything else is downloaded, never rendered in the CMS's origin. */
const INLINE = new Set(['.pdf', '.png', '.jpg', '.jpeg', '.gif', '.webp']);
/** Strapi names a stored file `<slug>_<random><ext>`; an odd extension is left off the name. */
const SAFE_EXTENSION = /^\.[A-Za-z0-9]{1,16}$/;

/** One segment of a stored name: no separators, no NUL, not `.`, `..` or a hidden file. */
const isPlainName = (name) =>
  typeof name === 'string' && name.length > 0 && !/[/\\\0]/.test(name) && !name.startsWith('.');

/** The checked settings (config/plugins.js passes them): a bad one stops Strapi at start. */
function settingsOf(options = {}, publicDir = undefined) {
  const { privateDir, secret } = options;
  const expiresIn = options.expiresIn ?? 300;
  if (typeof secret !== 'string' || secret.length < 32)
    throw new Error('strapi-provider-upload-private: providerOptions.secret needs 32+ characters');
  if (!Number.isInteger(expiresIn) || expiresIn < 1)
    throw new Error('strapi-provider-upload-private: providerOptions.expiresIn is whole seconds');
  if (typeof privateDir !== 'string' || !path.isAbsolute(privateDir))
    throw new Error('strapi-provider-upload-private: providerOptions.privateDir must be absolute');
  // A private folder inside public/ would be served to anyone by Strapi's static middleware.
  const inside = publicDir && path.relative(publicDir, privateDir);
  if (publicDir && !inside.startsWith('..') && !path.isAbsolute(inside))
    throw new Error(`strapi-provider-upload-private: ${privateDir} is inside public/`);
  return { dir: privateDir, secret, expiresIn };
}

const signatureOf = (secret, name, expires) =>
  crypto.createHmac('sha256', secret).update(`${name}\n${expires}`).digest('base64url');

/** The address that opens a private file until `expiresIn` seconds after `now`. */
function signedUrl(settings, name, now = Date.now()) {
  const expires = Math.floor(now / 1000) + settings.expiresIn;
  const signature = signatureOf(settings.secret, name, expires);
  return `${PRIVATE_PREFIX}${encodeURIComponent(name)}?expires=${expires}&signature=${signature}`;
}

function isValidSignature(settings, name, query, now = Date.now()) {
  const expires = Number(query.expires);
  if (!Number.isSafeInteger(expires) || expires * 1000 < now) return false;
  const given = Buffer.from(String(query.signature ?? ''));
  const wanted = Buffer.from(signatureOf(settings.secret, name, expires));
  return given.length === wanted.length && crypto.timingSafeEqual(given, wanted);
}

/**
 * Koa handler of `GET /private-uploads/<name>?expires=…&signature=…`: the file for a valid,
 * unexpired signature; 403 for anything else (before the disk is asked, so that an unsigned
 * request cannot learn which names exist); 404 for a signed name that is not there (deleted since).
 */
function serve(settings) {
  const answer = (ctx, status, message) => {
    ctx.status = status;
    ctx.body = { data: null, error: { status, name: message.replace(/ /g, ''), message } };
  };
  return async (ctx, next) => {
    if (!ctx.path.startsWith(PRIVATE_PREFIX)) return next();
    let name;
    try {
      name = decodeURIComponent(ctx.path.slice(PRIVATE_PREFIX.length));
    } catch {
      name = null;
    }
    if (!isPlainName(name) || !isValidSignature(settings, name, ctx.query))
      return answer(ctx, 403, 'Forbidden');
    const file = path.join(settings.dir, name);
    const stat = await fs.promises.stat(file).catch(() => null);
    if (!stat?.isFile()) return answer(ctx, 404, 'Not Found');
    const extension = path.extname(name).toLowerCase();
    ctx.set('Cache-Control', 'private, no-store');
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Content-Disposition', INLINE.has(extension) ? 'inline' : 'attachment');
    ctx.type = extension || 'application/octet-stream';
    ctx.length = stat.size;
    ctx.body = fs.createReadStream(file);
  };
}

/** Where a stored file lives, from its address; null for one this provider did not store. */
function locate(url, dirs) {
  for (const [prefix, dir] of [
    [PRIVATE_PREFIX, dirs.private],
    [PUBLIC_PREFIX, dirs.public],
  ]) {
    if (typeof url !== 'string' || !url.startsWith(prefix)) continue;
    const name = url.slice(prefix.length).split('?')[0];
    return isPlainName(name) ? path.join(dir, name) : null;
  }
  return null;
}

/** The request Strapi is handling (its AsyncLocalStorage), or undefined outside one. */
const currentRequest = () => strapi.requestContext?.get?.();

/** An editor in the admin panel, or a full-access API token (the bank's own tools). */
function isTrusted(ctx) {
  return (
    ctx.state?.route?.info?.type === 'admin' || ctx.state?.auth?.credentials?.type === 'full-access'
  );
}

module.exports = {
  settingsOf,
  signedUrl,
  serve,

  init(options) {
    const publicDir = path.join(strapi.dirs.static.public, 'uploads');
    const settings = settingsOf(options, strapi.dirs.static.public);
    fs.mkdirSync(publicDir, { recursive: true });
    fs.mkdirSync(settings.dir, { recursive: true, mode: 0o700 });
    const dirs = { public: publicDir, private: settings.dir };
    // As the upload plugin serves /uploads/ itself, with no token asked; the signature is the check.
    strapi.server.routes([
      {
        method: 'GET',
        path: `${PRIVATE_PREFIX}(.*)`,
        handler: serve(settings),
        config: { auth: false },
      },
    ]);

    async function store(file, isPrivate) {
      const ext = SAFE_EXTENSION.test(file.ext ?? '') ? file.ext : '';
      const name = `${file.hash}${ext}`;
      if (!isPlainName(name)) throw new Error('strapi-provider-upload-private: bad file name');
      const target = path.join(isPrivate ? dirs.private : dirs.public, name);
      // Private files readable by Strapi's own user only.
      const mode = isPrivate ? 0o600 : 0o644;
      if (file.stream) await pipeline(file.stream, fs.createWriteStream(target, { mode }));
      else await fs.promises.writeFile(target, file.buffer, { mode });
      file.url = `${isPrivate ? PRIVATE_PREFIX : PUBLIC_PREFIX}${name}`;
    }
    /** A visitor's file: uploaded through the Content API by anyone but a full-access token. */
    const isVisitors = () => {
      const ctx = currentRequest();
      return Boolean(ctx) && !isTrusted(ctx);
    };
    const remove = async (file) => {
      const where = locate(file.url, dirs);
      if (where) await fs.promises.rm(where, { force: true });
    };

    return {
      upload: (file) => store(file, isVisitors()),
      uploadStream: (file) => store(file, isVisitors()),
      // A replaced private file stays private, even when an editor replaces it.
      async replaceStream(file, old) {
        await remove(old);
        await store(file, isVisitors() || String(old.url).startsWith(PRIVATE_PREFIX));
      },
      delete: remove,
      isPrivate: () => true,
      getSignedUrl(file) {
        if (!String(file.url).startsWith(PRIVATE_PREFIX)) return { url: file.url };
        // Strapi may sign a file it has signed already (the admin's findOne does): the stored
        // address is the part before the query.
        const address = file.url.split('?')[0];
        const ctx = currentRequest();
        // Strapi's own code (no request) and trusted callers get a link that opens the file,
        // anyone else the bare address, which answers 403.
        if (ctx && !isTrusted(ctx)) return { url: address };
        return { url: signedUrl(settings, address.slice(PRIVATE_PREFIX.length)) };
      },
    };
  },
};
