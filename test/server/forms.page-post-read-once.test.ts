import type { RequestHandler } from 'express';
import { expect } from 'chai';
import request from 'supertest';
import { createApp, type App } from '../../server/app';
import { cmsFromConfig } from '../../server/cms/cms-from-config';
import { formsFromConfig, type FormsService } from '../../server/forms/forms-service';
import type { SubmissionInput } from '../../server/forms/submission-handler';
import { createLogger } from '../../server/logger';
import { SAMPLE_PDF, VALID, tempDataDir } from '../support/form-files';
import { visibleText } from '../support/html';
import { testConfig } from '../support/start-app';

/** The real forms service, recording the Buffers multer made and what reached validation. */
function recordingForms(real: FormsService) {
  const parsed: Buffer[] = [];
  const handled: SubmissionInput[] = [];
  const record: RequestHandler = (req, _res, next) => {
    const files = req.files ?? [];
    const list = Array.isArray(files) ? files : Object.values(files).flat();
    parsed.push(...list.map((file) => file.buffer));
    next();
  };
  const forms: FormsService = {
    ...real,
    intake: (kind, mode) => [...real.intake(kind, mode), record],
    handle: (input) => {
      handled.push(input);
      return real.handle(input);
    },
  };
  return { forms, parsed, handled };
}

describe('a plain form POST to a page (no JavaScript)', () => {
  const data = tempDataDir();
  let app: App;
  let recorded: ReturnType<typeof recordingForms>;
  before(() => {
    const config = testConfig({ DATA_DIR: data.path });
    const logger = createLogger('silent');
    const cms = cmsFromConfig(config, logger);
    recorded = recordingForms(formsFromConfig(config, { cms, logger }));
    app = createApp(config, { cms, logger, forms: recorded.forms });
  });
  after(async () => {
    await app.stop();
    data.remove();
  });

  it('reads the upload once: the relay gets the very Buffer multer made, and the page shows the outcome', async () => {
    let post = request(app).post('/en/appeals');
    for (const [name, value] of Object.entries({
      ...VALID.appeal,
      idempotency_key: 'read-once-0001',
    }))
      post = post.field(name, value);
    const response = await post.attach('files', SAMPLE_PDF, 'statement.pdf');

    expect(response.status).to.equal(201);
    expect(visibleText(response.text)).to.include(
      'Thank you! Your appeal has been received. We will answer within 5 working days.',
    );
    expect(recorded.parsed).to.have.length(1);
    expect(recorded.handled).to.have.length(1);
    const relayed = recorded.handled[0]!.files;
    expect(relayed).to.have.length(1);
    expect(relayed[0]!.bytes).to.equal(recorded.parsed[0]);
    expect(relayed[0]!.bytes.equals(SAMPLE_PDF)).to.equal(true);
  });
});
