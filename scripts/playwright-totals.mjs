// Reads Playwright's JSON report, adds the unit-test counts, prints the closing
// line CI reads ("N passed, N failed[, N skipped]") and exits non-zero on failures.
import fs from 'node:fs';

const [reportPath, unitPass = '0', unitFail = '0'] = process.argv.slice(2);
let stats = {expected: 0, unexpected: 0, flaky: 0, skipped: 0};
try {
  stats = JSON.parse(fs.readFileSync(reportPath, 'utf8')).stats;
} catch (err) {
  console.error(`No Playwright report at ${reportPath}: ${err.message}`);
  stats.unexpected = 1;
}
const passed = stats.expected + stats.flaky + Number(unitPass);
const failed = stats.unexpected + Number(unitFail);
const skipped = stats.skipped;
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 ? 1 : 0);
