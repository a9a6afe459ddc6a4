import { expect } from 'chai';
import { ConfigError, loadConfig } from '../../server/config';

describe('loadConfig: API_CORS_ORIGINS', () => {
  it('lists no origin by default', () => {
    expect(loadConfig({}).apiCorsOrigins).to.deep.equal([]);
  });

  it('reads comma-separated origins, spaces and empty items ignored', () => {
    const config = loadConfig({
      API_CORS_ORIGINS: ' https://partner.example, http://localhost:5173 ,,',
    });
    expect(config.apiCorsOrigins).to.deep.equal([
      'https://partner.example',
      'http://localhost:5173',
    ]);
  });

  it('names every value that is not a bare origin', () => {
    expect(() =>
      loadConfig({
        API_CORS_ORIGINS:
          'https://partner.example/, https://ok.example, partner.example, ftp://files.example, *',
      }),
    )
      .to.throw(ConfigError)
      .with.property('problems')
      .that.deep.equals([
        'API_CORS_ORIGINS must be comma-separated origins like https://partner.example (scheme, host and port only); not one: https://partner.example/, partner.example, ftp://files.example, *',
      ]);
  });
});
