import { expect } from 'chai';
import { ConfigError, loadConfig, publicConfig } from '../../server/config';

describe('loadConfig(env)', () => {
  it('defaults to port 3000 and the embedded demo content', () => {
    const config = loadConfig({});
    expect(config.port).to.equal(3000);
    expect(config.cms.url).to.equal(undefined);
    expect(config.cms.version).to.equal('auto');
    expect(config.dataDir).to.equal('./data');
  });

  it('reads the CMS settings and trims trailing slashes', () => {
    const config = loadConfig({
      CMS_URL: 'https://cms.bank.uz/',
      CMS_TOKEN: 'secret',
      CMS_VERSION: '5',
      PORT: '8080',
      PUBLIC_URL: 'https://bank.uz',
    });
    expect(config.cms).to.include({ url: 'https://cms.bank.uz', token: 'secret', version: 5 });
    expect(config.port).to.equal(8080);
  });

  it('requires PUBLIC_URL in a real deployment (CMS_URL set), where localhost links would be wrong', () => {
    expect(() => loadConfig({ CMS_URL: 'https://cms.bank.uz' }))
      .to.throw(ConfigError)
      .with.property('problems')
      .that.deep.equals([
        'PUBLIC_URL is required when CMS_URL is set: canonical links, hreflang, og:url, the sitemap and the reCAPTCHA hostnames are built from it',
      ]);
    expect(loadConfig({}).publicUrl).to.equal('http://localhost:3000');
  });

  it('names every bad variable in one error', () => {
    const env = {
      PORT: 'abc',
      PUBLIC_URL: 'https://bank.uz',
      CMS_URL: 'ftp://cms',
      CMS_VERSION: '6',
      CMS_CACHE_TTL: '-1',
      METRICS_COUNTER_ID: 'x1',
    };
    try {
      loadConfig(env);
      expect.fail('loadConfig accepted bad values');
    } catch (error) {
      expect(error).to.be.instanceOf(ConfigError);
      const { problems } = error as ConfigError;
      expect(problems).to.have.length(5);
      expect(problems.join('\n'))
        .to.include('PORT')
        .and.include('CMS_URL')
        .and.include('CMS_VERSION')
        .and.include('CMS_CACHE_TTL')
        .and.include('METRICS_COUNTER_ID');
    }
  });

  it('switches the outbox to PostgreSQL only with a postgres:// DATABASE_URL', () => {
    expect(loadConfig({}).database).to.equal(undefined);
    const config = loadConfig({
      DATABASE_URL: 'postgres://site@db.internal:5432/bank?sslmode=no-verify',
      DATABASE_POOL_MAX: '4',
      OUTBOX_PARK_AFTER_HOURS: '24',
    });
    expect(config.database).to.deep.equal({
      url: 'postgres://site@db.internal:5432/bank?sslmode=no-verify',
      poolMax: 4,
    });
    expect(config.forms.parkAfterMs).to.equal(86_400_000);
    expect(loadConfig({}).forms.parkAfterMs).to.equal(72 * 3_600_000);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://db/bank', DATABASE_POOL_MAX: '0' }))
      .to.throw(ConfigError)
      .with.property('problems')
      .that.deep.equals([
        'DATABASE_URL must be a postgres:// or postgresql:// URL',
        'DATABASE_POOL_MAX must be at least 1',
      ]);
  });

  it('reads the CMS preview secret, 16 characters at least, and its own API token', () => {
    const config = loadConfig({
      CMS_PREVIEW_SECRET: 'preview-secret-0123',
      CMS_PREVIEW_TOKEN: 'draft-token',
    });
    expect(config.previewSecret).to.equal('preview-secret-0123');
    expect(config.cms.previewToken).to.equal('draft-token');
    expect(loadConfig({}).previewSecret).to.equal(undefined);
    expect(() => loadConfig({ CMS_PREVIEW_SECRET: 'short' }))
      .to.throw(ConfigError)
      .with.property('problems')
      .that.deep.equals(['CMS_PREVIEW_SECRET must be at least 16 characters']);
  });

  it('reads the upload share of one address in MB, at most the whole upload budget', () => {
    expect(loadConfig({}).forms.uploadsPerAddressBytes).to.equal(undefined);
    expect(
      loadConfig({ FORMS_UPLOADS_PER_ADDRESS_MB: '30' }).forms.uploadsPerAddressBytes,
    ).to.equal(30 * 1024 * 1024);
    expect(() =>
      loadConfig({ FORMS_UPLOADS_IN_FLIGHT_MB: '20', FORMS_UPLOADS_PER_ADDRESS_MB: '21' }),
    )
      .to.throw(ConfigError)
      .with.property('problems')
      .that.deep.equals([
        'FORMS_UPLOADS_PER_ADDRESS_MB must not be more than FORMS_UPLOADS_IN_FLIGHT_MB',
      ]);
  });

  it('wants the upload budget and 16 MB free on DATA_DIR, unless DATA_DIR_MIN_FREE_MB says', () => {
    const MB = 1024 * 1024;
    expect(loadConfig({}).dataDirMinFreeBytes).to.equal(136 * MB);
    expect(loadConfig({ FORMS_UPLOADS_IN_FLIGHT_MB: '40' }).dataDirMinFreeBytes).to.equal(56 * MB);
    expect(loadConfig({ DATA_DIR_MIN_FREE_MB: '500' }).dataDirMinFreeBytes).to.equal(500 * MB);
  });

  it('treats empty strings as unset', () => {
    expect(loadConfig({ CMS_URL: '', RECAPTCHA_SECRET: '' }).cms.url).to.equal(undefined);
  });

  it('never exposes secrets to the browser', () => {
    const config = loadConfig({
      CMS_TOKEN: 'tok-123',
      RECAPTCHA_SECRET: 'sec-456',
      RECAPTCHA_SITE_KEY: 'site',
      CMS_PREVIEW_SECRET: 'preview-secret-789',
      CMS_PREVIEW_TOKEN: 'draft-token-012',
    });
    const shown = JSON.stringify(publicConfig(config));
    expect(shown).to.include('site');
    expect(shown).not.to.include('tok-123');
    expect(shown).not.to.include('sec-456');
    expect(shown).not.to.include('preview-secret-789');
    expect(shown).not.to.include('draft-token-012');
  });
});

describe('TRUST_PROXY', () => {
  it('trusts private-network proxies by default and reads booleans, hop counts and address lists', () => {
    expect(loadConfig({}).trustProxy).to.equal('loopback, linklocal, uniquelocal');
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).to.equal(true);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).to.equal(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.2' }).trustProxy).to.equal(
      '10.0.0.1, 10.0.0.2',
    );
  });
});

describe('HTML caching and workers', () => {
  it('defaults to a 300 s HTML cache of 32 MB, s-maxage 60, stale-while-revalidate 600 and one worker', () => {
    const config = loadConfig({});
    expect(config.html).to.deep.equal({
      cacheTtlSeconds: 300,
      cacheMaxBytes: 33_554_432,
      sharedMaxAgeSeconds: 60,
      staleWhileRevalidateSeconds: 600,
    });
    expect(config.workers).to.equal(1);
  });

  it('accepts 0 to turn the HTML cache off and names each bad value', () => {
    expect(loadConfig({ HTML_CACHE_TTL: '0' }).html.cacheTtlSeconds).to.equal(0);
    try {
      loadConfig({ HTML_CACHE_TTL: '-1', HTML_S_MAXAGE: 'soon', WEB_CONCURRENCY: '0' });
      expect.fail('loadConfig accepted bad values');
    } catch (error) {
      expect((error as ConfigError).problems).to.deep.equal([
        'HTML_CACHE_TTL must not be negative',
        'HTML_S_MAXAGE must be a number of seconds',
        'WEB_CONCURRENCY must be at least 1',
      ]);
    }
  });
});
