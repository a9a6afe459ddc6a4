import { expect } from 'chai';
import { ConfigError, loadConfig, publicConfig } from '../../server/config';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
}

describe('loadConfig: YANDEX_MAPS_SCRIPT_URL', () => {
  it('defaults to the official JS API 3.0 address', () => {
    expect(loadConfig({}).yandexMapsScriptUrl).to.equal('https://api-maps.yandex.ru/v3/');
  });

  it('accepts another https address and a local stand-in on 127.0.0.1', () => {
    expect(
      loadConfig({ YANDEX_MAPS_SCRIPT_URL: 'https://maps.proxy.bank.uz/v3/' }).yandexMapsScriptUrl,
    ).to.equal('https://maps.proxy.bank.uz/v3/');
    expect(
      loadConfig({ YANDEX_MAPS_SCRIPT_URL: 'http://127.0.0.1:4000/v3/' }).yandexMapsScriptUrl,
    ).to.equal('http://127.0.0.1:4000/v3/');
  });

  it('refuses plain http on a public host and anything that is not a URL', () => {
    expect(problemsOf({ YANDEX_MAPS_SCRIPT_URL: 'http://api-maps.yandex.ru/v3/' })).to.deep.equal([
      'YANDEX_MAPS_SCRIPT_URL must be an https:// URL (http:// only on 127.0.0.1 or localhost)',
    ]);
    expect(problemsOf({ YANDEX_MAPS_SCRIPT_URL: 'api-maps.yandex.ru' })).to.deep.equal([
      'YANDEX_MAPS_SCRIPT_URL must be an absolute http:// or https:// URL',
    ]);
  });

  it('hands the address and the key, never anything else of the map, to the browser', () => {
    const shown = publicConfig(loadConfig({ YANDEX_MAPS_API_KEY: 'map-key' }));
    expect(shown).to.include({
      yandexMapsApiKey: 'map-key',
      yandexMapsScriptUrl: 'https://api-maps.yandex.ru/v3/',
    });
  });
});
