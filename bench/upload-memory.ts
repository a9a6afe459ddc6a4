/**
 * Issue 32, item 7: the site's resident memory under the attack run's upload load. For `seconds`,
 * `senders` clients from 40 addresses (X-Forwarded-For, as a proxy would name them) send appeals
 * with a file just under the 10 MB cap, and as many again announce 50 MB, send part of it and
 * hang up, on the production bundle with the Procfile's flags and the default upload budgets. The
 * process's RSS is sampled every 100 ms; VmHWM is the kernel's own peak.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { VALID, formBody, pdfOfSize, postForm } from '../test/support/form-files';
import { partialUpload } from '../test/support/partial-upload';
import { startSite, statusMiB } from './processes';
import { tally } from './http-get';

const MB = 1024 * 1024;
const ADDRESSES = 40;

export interface UploadMemoryReport {
  seconds: number;
  senders: number;
  /** Answers to the whole appeals by status; `cut` counts the hang-ups sent. */
  statuses: Record<string, number>;
  /** Highest RSS sampled, and the kernel's VmHWM at the end, MiB. */
  peakRssMiB: number;
  hwmMiB: number;
  /** RSS 5 s after the load ended. */
  afterMiB: number;
  up: boolean;
}

const settle = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function uploadMemory(options: {
  seconds: number;
  senders: number;
  nodeFlags: string[];
}): Promise<UploadMemoryReport> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-uploads-'));
  const site = await startSite(
    { DATA_DIR: dataDir, FORMS_RATE_LIMIT_MAX: '100000', TRUST_PROXY: 'loopback' },
    options.nodeFlags,
  );
  const statuses: Record<string, number> = {};
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, site.rssMiB())), 100);
  const file = pdfOfSize(10 * MB - 64 * 1024);
  const address = () => `198.51.100.${1 + Math.floor(Math.random() * ADDRESSES)}`;
  const until = Date.now() + options.seconds * 1000;
  const whole = async () => {
    while (Date.now() < until) {
      const body = formBody(VALID.appeal, [{ field: 'files', name: 'cv.pdf', bytes: file }]);
      const { status } = await postForm(site.url, 'appeal', body, {
        'X-Forwarded-For': address(),
      }).catch(() => ({ status: 'error' }));
      tally(statuses, String(status), 1);
    }
  };
  const hangUps = async () => {
    while (Date.now() < until) {
      const sent = Math.floor((5 + Math.random() * 40) * MB);
      const upload = partialUpload(site.url, 50 * MB, sent, { 'X-Forwarded-For': address() });
      await Promise.race([upload.flushed, settle(3000)]);
      await settle(200 + Math.random() * 800);
      upload.socket.destroy();
      tally(statuses, 'cut', 1);
    }
  };
  try {
    await Promise.all([
      ...Array.from({ length: options.senders }, whole),
      ...Array.from({ length: options.senders }, hangUps),
    ]);
    const hwmMiB = statusMiB(site.pid, 'VmHWM');
    await settle(5000);
    return {
      seconds: options.seconds,
      senders: options.senders,
      statuses,
      peakRssMiB: Math.max(peak, site.rssMiB()),
      hwmMiB,
      afterMiB: site.rssMiB(),
      up: site.exited() === null,
    };
  } finally {
    clearInterval(sampler);
    await site.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The part of docs/performance.md this bench writes. */
export function uploadMarkdown(report: UploadMemoryReport): string {
  const answers = Object.entries(report.statuses)
    .map(([status, count]) => `${status} ${count}`)
    .join(', ');
  return `### Memory under uploads (issue 32)

\`bench/upload-memory.ts\`: for ${report.seconds} s, ${report.senders} clients send appeals with a file
just under the 10 MB cap and ${report.senders} more announce 50 MB, send 5–45 MB and hang up, from
${ADDRESSES} addresses, on the production bundle with the Procfile's flags and the default budgets
(\`FORMS_UPLOADS_IN_FLIGHT_MB\` 120). Answers: ${answers}. **RSS peak ${report.peakRssMiB.toFixed(0)} MiB**
(VmHWM ${report.hwmMiB.toFixed(0)} MiB), ${report.afterMiB.toFixed(0)} MiB 5 s after; the process
${report.up ? 'stayed up' : '**exited**'}. The bound: V8's heap (\`--max-old-space-size\`), the upload
bytes held (the budget), about as much again while multer joins a file's chunks into one buffer,
and the process's own 100–130 MiB.
`;
}
