import { expect } from 'chai';
import { freePort, run, waitForListening } from '../support/bundle-process';
import { tempDataDir } from '../support/form-files';
import { waitFor } from '../support/wait-for';

describe('the log: every line the process writes is JSON, a library’s console warning too', function () {
  this.timeout(30_000);

  it('logs react-router’s warning on an address that does not decode as a warn line of the log', async () => {
    const port = await freePort();
    const data = tempDataDir();
    const site = run({ NODE_ENV: 'production', PORT: String(port), DATA_DIR: data.path });
    try {
      await waitForListening(site.output, site.child);
      const answer = await fetch(`http://127.0.0.1:${port}/ru/%E0%A4%A`);
      expect(answer.status).to.equal(400);
      await answer.text();
      // The line reaches this process through a pipe, maybe after the answer.
      await waitFor(() => site.output().includes('could not be decoded'), 5_000);
      const lines = site.output().split('\n').filter(Boolean);
      const notJson = lines.filter((line) => {
        try {
          JSON.parse(line);
          return false;
        } catch {
          return true;
        }
      });
      expect(notJson).to.deep.equal([]);
      const warning = lines
        .map((line) => JSON.parse(line) as { level: number; msg?: string })
        .find((line) => line.msg?.includes('could not be decoded'));
      expect(warning?.level, 'pino’s warn').to.equal(40);
      expect(warning?.msg).to.include('/ru/%E0%A4%A');
    } finally {
      site.child.kill();
      await site.exited;
      data.remove();
    }
  });
});
