import { expect } from 'chai';
import request from 'supertest';
import { appOverSwitchableCms } from '../support/switchable-cms';

const SECRET = 'webhook-secret-0123456789';

describe('operations (issue 9)', () => {
  describe('POST /api/cms/webhook', () => {
    const { app, state } = appOverSwitchableCms({ CMS_WEBHOOK_SECRET: SECRET });
    after(() => app.stop());
    const deposits = () => request(app).get('/api/deposits?locale=ru').expect(200);

    it('purges the changed model (Strapi 4 body) so the next request reaches the CMS', async () => {
      await deposits();
      const before = state.calls;
      await deposits();
      expect(state.calls).to.equal(before);
      const hook = await request(app)
        .post('/api/cms/webhook')
        .set('Authorization', `Bearer ${SECRET}`)
        .send({
          event: 'entry.update',
          model: 'contribution',
          entry: { id: 1, slug: 'omonat-plus' },
        });
      expect(hook.status).to.equal(200);
      expect(hook.body.model).to.equal('contribution');
      expect(hook.body.purged).to.be.above(0);
      await deposits();
      expect(state.calls).to.equal(before + 1);
    });

    it('drops the rendered pages too, so a changed entry shows on its page at once', async () => {
      await request(app).get('/ru/deposit').expect(200);
      const before = state.calls;
      await request(app).get('/ru/deposit').expect(200);
      expect(state.calls).to.equal(before);
      await request(app)
        .post('/api/cms/webhook')
        .set('Authorization', `Bearer ${SECRET}`)
        .send({ event: 'entry.update', model: 'contribution', entry: { id: 1 } })
        .expect(200);
      await request(app).get('/ru/deposit').expect(200);
      expect(state.calls).to.be.above(before);
    });

    it('leaves other models cached (Strapi 5 body for news)', async () => {
      await deposits();
      const before = state.calls;
      await request(app)
        .post('/api/cms/webhook')
        .set('Authorization', `Bearer ${SECRET}`)
        .send({
          event: 'entry.publish',
          uid: 'api::news.news',
          model: 'news',
          entry: { documentId: 'abc' },
        })
        .expect(200);
      await deposits();
      expect(state.calls).to.equal(before);
    });

    it('answers 401 to a wrong or missing secret and purges nothing', async () => {
      await deposits();
      const before = state.calls;
      for (const header of [`Bearer ${SECRET}x`, 'Bearer ', '']) {
        const hook = await request(app)
          .post('/api/cms/webhook')
          .set('Authorization', header)
          .send({ event: 'entry.update', model: 'contribution' });
        expect(hook.status).to.equal(401);
      }
      await deposits();
      expect(state.calls).to.equal(before);
    });

    it('does not exist without CMS_WEBHOOK_SECRET', async () => {
      const { app: bare } = appOverSwitchableCms();
      try {
        await request(bare).post('/api/cms/webhook').send({ model: 'contribution' }).expect(404);
      } finally {
        await bare.stop();
      }
    });
  });

  describe('GET /metrics', () => {
    const { app } = appOverSwitchableCms({ METRICS_TOKEN: 'metrics-token' });
    after(() => app.stop());

    it('needs the token when METRICS_TOKEN is set', async () => {
      await request(app).get('/metrics').expect(401);
      await request(app).get('/metrics').set('Authorization', 'Bearer nope').expect(401);
    });

    it('exposes request durations by route, cache hits and misses, CMS latency and errors, and the outbox', async () => {
      await request(app).get('/ru/deposit').expect(200);
      await request(app).get('/api/deposits?locale=ru').expect(200);
      const response = await request(app)
        .get('/metrics')
        .set('Authorization', 'Bearer metrics-token');
      expect(response.status).to.equal(200);
      expect(response.headers['content-type']).to.match(/^text\/plain/);
      const text = response.text;
      expect(text).to.match(
        /bank_http_request_duration_seconds_count\{method="GET",route="page:deposits",status="200"\} [1-9]/,
      );
      expect(text).to.match(
        /bank_http_request_duration_seconds_count\{method="GET",route="\/api",status="200"\} [1-9]/,
      );
      expect(text).to.match(/bank_cms_cache_requests_total\{result="hit"\} [1-9]/);
      expect(text).to.match(/bank_cms_cache_requests_total\{result="miss"\} [1-9]/);
      expect(text).to.match(/bank_cms_request_duration_seconds_count\{outcome="ok"\} [1-9]/);
      expect(text).to.include('# TYPE bank_cms_errors_total counter');
      expect(text).to.match(/^bank_outbox_pending 0$/m);
      expect(text).to.match(/^bank_outbox_parked 0$/m);
    });
  });

  describe('request ids in logs', () => {
    const lines: Record<string, unknown>[] = [];
    const { app, state } = appOverSwitchableCms({ LOG_LEVEL: 'info' }, 0, {
      write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>),
    });
    after(() => app.stop());

    it('every line written while a request is handled names its id', async () => {
      state.failing = true;
      await request(app).get('/ru/deposit').set('X-Request-Id', 'trace-1').expect(503);
      const own = lines.filter(
        (line) =>
          line.reqId === 'trace-1' || (line.req as { id?: string } | undefined)?.id === 'trace-1',
      );
      expect(own.map((line) => line.msg)).to.include('CMS unavailable');
      const cmsLines = lines.filter((line) => line.msg === 'CMS unavailable');
      expect(cmsLines.length).to.be.above(0);
      expect(cmsLines.every((line) => line.reqId === 'trace-1')).to.equal(true);
    });

    it('a malformed URL is a warning without a stack, never an error', async () => {
      // With the CMS well again: an outage is logged as an error whatever the address.
      state.failing = false;
      lines.length = 0;
      await request(app).get('/%E0%A4%A').expect(400);
      expect(lines.filter((line) => (line.level as number) >= 50)).to.deep.equal([]);
      expect(lines.some((line) => line.level === 40)).to.equal(true);
    });
  });
});
