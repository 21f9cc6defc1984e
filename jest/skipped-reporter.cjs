// Nothing that runs may stop running unseen: after the run, one line for every block or test
// that was skipped, with the reason its title gives ("(skipped: no Redis at ...)"). The
// counts jest prints say how many, not which.
const path = require('node:path');

/**
 * The skipped tests of a file, grouped by the blocks that hold them (all their titles: the
 * reason may be in an inner block's).
 */
function skippedBlocks(file) {
  const blocks = new Map();
  for (const test of file.testResults) {
    if (test.status !== 'pending' && test.status !== 'skipped' && test.status !== 'todo') continue;
    const name = test.ancestorTitles.length ? test.ancestorTitles.join(' › ') : test.title;
    blocks.set(name, (blocks.get(name) ?? 0) + 1);
  }
  return blocks;
}

class SkippedReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
  }

  onRunComplete(_contexts, results) {
    const lines = [];
    for (const file of results.testResults) {
      const where = path.relative(this.rootDir, file.testFilePath);
      for (const [name, count] of skippedBlocks(file)) {
        lines.push(`skipped: ${where} › ${name} (${count} test${count === 1 ? '' : 's'})`);
      }
    }
    if (lines.length === 0) return;
    process.stderr.write(`\n${lines.join('\n')}\n`);
  }
}

module.exports = SkippedReporter;
