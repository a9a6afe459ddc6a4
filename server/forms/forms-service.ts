import type { Config } from '../config';
import type { StrapiCmsService } from '../cms/cms-service';
import type { Database } from '../db/database';
import type { Outbox, OutboxOwner } from './outbox';
import { createCmsDelivery } from './cms-delivery';
import { createHumanCheck } from './human-check';
import { createIntake } from './intake';
import { createFormMessages } from './messages';
import { queueFromConfig } from './queue-from-config';
import { createSubmissionHandler } from './submission-handler';
import { takesWrites } from '../storage/takes-writes';

export interface FormsLogger {
  info(details: object, message?: string): void;
  warn(details: object, message?: string): void;
  error(details: object, message?: string): void;
}

/** What the forms write through: the reads' CMS stack (one client, one version probe per process). */
function cmsWriter(config: Config, stack: StrapiCmsService, logger: FormsLogger) {
  return {
    deliver: createCmsDelivery({
      client: stack.client,
      version: stack.version,
      timeoutMs: config.forms.cmsTimeoutMs,
      logger,
    }),
    version: stack.version.status,
  };
}

function warnAboutHumanCheck(config: Config, logger: FormsLogger) {
  const { secret, siteKey } = config.recaptcha;
  if (!secret)
    logger.warn(
      {},
      'RECAPTCHA_SECRET is not set: form submissions are accepted without the human check',
    );
  else if (!siteKey)
    logger.warn(
      {},
      'RECAPTCHA_SECRET is set without RECAPTCHA_SITE_KEY: forms cannot show the human check',
    );
}

/**
 * Everything behind the forms: intake, validation, human check, relay, and the queue (files,
 * or PostgreSQL when `database` is given) with its worker.
 */
export function formsFromConfig(
  config: Config,
  deps: {
    cms: StrapiCmsService;
    logger: FormsLogger;
    database?: Database;
    outbox?: Outbox;
    outboxOwner?: OutboxOwner;
  },
) {
  const { logger } = deps;
  warnAboutHumanCheck(config, logger);
  const writer = cmsWriter(config, deps.cms, logger);
  const queue = queueFromConfig(config, {
    ...deps,
    deliver: writer.deliver,
    writable: () => takesWrites(config.dataDir, config.dataDirMinFreeBytes),
  });
  const humanCheck = createHumanCheck({
    ...config.recaptcha,
    timeoutMs: config.cms.timeoutMs,
    logger,
  });
  return {
    handle: createSubmissionHandler({ relay: queue.relay, humanCheck, cms: deps.cms }),
    intake: createIntake(
      {
        rateLimit: config.forms.rateLimit,
        publicUrl: config.publicUrl,
        uploadsInFlightBytes: config.forms.uploadsInFlightBytes,
        uploadsPerAddressBytes: config.forms.uploadsPerAddressBytes,
      },
      queue.limits,
    ),
    messages: createFormMessages(),
    /** Starts the outbox worker, which first picks up what an earlier run left. */
    start: () =>
      queue
        .start()
        .catch((error: unknown) => logger.error({ err: error }, 'outbox could not be read')),
    stop: queue.stop,
    /** What /readyz and /metrics report: the queue, and the CMS version used for writes. */
    async readiness() {
      return { ...(await queue.readiness()), cmsVersion: writer.version() };
    },
  };
}

export type FormsService = ReturnType<typeof formsFromConfig>;
