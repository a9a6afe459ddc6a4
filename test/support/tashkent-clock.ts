/**
 * For suites that render "open now": the server runs in New York (so nothing can lean on the
 * machine's own zone) and `at(iso)` sets the clock the next request reads. Restored after the suite.
 */
export function clockInNewYork() {
  const realNow = Date.now;
  const realTz = process.env.TZ;
  before(() => {
    process.env.TZ = 'America/New_York';
  });
  after(() => {
    Date.now = realNow;
    if (realTz === undefined) delete process.env.TZ;
    else process.env.TZ = realTz;
  });
  return {
    at(iso: string) {
      Date.now = () => new Date(iso).getTime();
    },
  };
}
