import { createHash } from 'node:crypto';
import { expect } from 'chai';
import { keptBytes, renderedPage } from '../../server/ssr/html-cache';

const page = (parts: Parameters<typeof renderedPage>[0]['parts']) =>
  renderedPage({ status: 200, parts, personal: false, formKey: null, page: 'home' }, []);

const sha1 = (text: string) => `"${createHash('sha1').update(text).digest('base64url')}"`;

describe('a rendered page (server/ssr/html-cache.ts)', () => {
  const style = keptBytes(Buffer.from('<style>body{color:#123}</style>'));

  it('is sent as the parts in order, kept bytes included', () => {
    const body = page(['<head>', style, '<p>Омонат</p>']).body.toString();
    expect(body).to.equal('<head><style>body{color:#123}</style><p>Омонат</p>');
  });

  it('carries the SHA-1 of its bytes as ETag, whether its opening was hashed before or not', () => {
    expect(page(['<head>', style, '<p>one</p>']).etag).to.equal(
      sha1('<head><style>body{color:#123}</style><p>one</p>'),
    );
    // Same opening again: the kept hash state resumes; other rendered bytes, other ETag.
    expect(page(['<head>', style, '<p>two</p>']).etag).to.equal(
      sha1('<head><style>body{color:#123}</style><p>two</p>'),
    );
    expect(page(['<html lang="ru"><head>', style, '<p>два</p>']).etag).to.equal(
      sha1('<html lang="ru"><head><style>body{color:#123}</style><p>два</p>'),
    );
    expect(page(['<p>no style</p>']).etag).to.equal(sha1('<p>no style</p>'));
  });
});
