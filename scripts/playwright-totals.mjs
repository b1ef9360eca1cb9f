// Reads Playwright's JSON report, adds the unit-test counts, prints the closing
// line CI reads ("N passed, N failed[, N skipped]") and exits non-zero on failures.
// Reports after the unit counts (the container tests') are added in the same way.
import fs from 'node:fs';

const [reportPath, unitPass = '0', unitFail = '0', ...moreReports] = process.argv.slice(2);
const stats = {expected: 0, unexpected: 0, flaky: 0, skipped: 0};
for (const report of [reportPath, ...moreReports]) {
  try {
    const counts = JSON.parse(fs.readFileSync(report, 'utf8')).stats;
    for (const key of Object.keys(stats)) stats[key] += counts[key] ?? 0;
  } catch (err) {
    console.error(`No Playwright report at ${report}: ${err.message}`);
    stats.unexpected += 1;
  }
}
const passed = stats.expected + stats.flaky + Number(unitPass);
const failed = stats.unexpected + Number(unitFail);
const skipped = stats.skipped;
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
