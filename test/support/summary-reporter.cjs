// Mocha's spec output, then the plain "N passed, N failed" line CI reads.
const Mocha = require('mocha');

class SummaryReporter extends Mocha.reporters.Spec {
  constructor(runner, options) {
    super(runner, options);
    runner.once(Mocha.Runner.constants.EVENT_RUN_END, () => {
      const { passes = 0, failures = 0, pending = 0 } = runner.stats ?? {};
      process.stdout.write(
        `\n${passes} passed, ${failures} failed${pending ? `, ${pending} skipped` : ''}\n`,
      );
    });
  }
}

module.exports = SummaryReporter;
