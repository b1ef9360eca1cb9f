// The closing line of `npm test`, "N passed, N failed[, N skipped]" over every suite, and what did
// not run: a suite fails, once per reason, when its report is missing, it or one of its Playwright
// projects ran no test, or a test file failed to load (Playwright lists those as errors).
// scripts/test.sh deletes stale reports before the run. A test that passed only on a retry
// (Playwright's "flaky") counts as passed and is named: a flake has a cause.

export type Counts = {
  passed: number;
  failed: number;
  skipped: number;
  problems: string[];
  /** Tests that passed only on a retry, by name. */
  flaky: string[];
};

const empty = (): Counts => ({passed: 0, failed: 0, skipped: 0, problems: [], flaky: []});
export const failure = (problem: string): Counts => ({...empty(), failed: 1, problems: [problem]});

/** Node's test runner, from its TAP output (`# pass N`, `# fail N`, `# skipped N`, `# todo N`). */
export function countTap(name: string, tap: string | undefined) {
  if (tap === undefined) return failure(`${name}: no report, so the suite did not run`);
  const read = (key: string) => Number(new RegExp(`^# ${key} (\\d+)$`, 'm').exec(tap)?.[1] ?? NaN);
  const [tests, pass, fail] = [read('tests'), read('pass'), read('fail')];
  if (![tests, pass, fail].every(Number.isFinite)) {
    return failure(`${name}: the report has no totals, so the run did not finish`);
  }
  if (tests === 0) return failure(`${name}: ran no test`);
  const skipped = (read('skipped') || 0) + (read('todo') || 0);
  const counts = {...empty(), passed: pass, failed: fail, skipped};
  // A file that fails to load is reported as a failed test named by its path.
  for (const m of tap.matchAll(/^not ok \d+ - (.+)$/gm)) {
    counts.problems.push(`${name}: failed: ${m[1]}`);
  }
  return counts;
}

type PlaywrightTest = {
  projectName: string;
  status: 'expected' | 'unexpected' | 'flaky' | 'skipped';
};
type PlaywrightSuite = {
  title: string;
  specs?: {title: string; tests: PlaywrightTest[]}[];
  suites?: PlaywrightSuite[];
};
type PlaywrightReport = {
  config?: {projects?: {name: string}[]};
  suites?: PlaywrightSuite[];
  errors?: {message?: string; location?: {file: string}}[];
  stats?: Partial<Record<PlaywrightTest['status'], number>>;
};

function* testsOf(
  suites: PlaywrightSuite[] = [],
  file = '',
): Generator<PlaywrightTest & {title: string}> {
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests) yield {...t, title: `${file || suite.title} › ${spec.title}`};
    }
    yield* testsOf(suite.suites, file || suite.title);
  }
}

/** A Playwright JSON report. */
export function countPlaywright(name: string, json: string | undefined) {
  if (json === undefined) return failure(`${name}: no report, so the suite did not run`);
  let report: PlaywrightReport;
  try {
    report = JSON.parse(json) as PlaywrightReport;
  } catch {
    return failure(`${name}: the report is not JSON, so the run did not finish`);
  }
  const counts = empty();
  const fail = (problem: string) => {
    counts.failed += 1;
    counts.problems.push(`${name}: ${problem}`);
  };
  const byProject = new Map<string, number>(
    (report.config?.projects ?? []).map((p) => [p.name, 0]),
  );
  for (const t of testsOf(report.suites)) {
    byProject.set(t.projectName, (byProject.get(t.projectName) ?? 0) + 1);
    if (t.status === 'expected' || t.status === 'flaky') counts.passed += 1;
    else if (t.status === 'skipped') counts.skipped += 1;
    else fail(`failed: [${t.projectName}] ${t.title}`);
    if (t.status === 'flaky') counts.flaky.push(`${name}: [${t.projectName}] ${t.title}`);
  }
  for (const error of report.errors ?? []) {
    fail(
      `did not run: ${error.location?.file ? `${error.location.file}: ` : ''}${(error.message ?? 'unknown error').split('\n')[0]}`,
    );
  }
  for (const [project, n] of byProject) if (n === 0) fail(`project ${project} ran no test`);
  if (byProject.size === 0 && counts.passed + counts.failed + counts.skipped === 0) {
    fail('ran no test');
  }
  return counts;
}

/**
 * A command that is a suite of its own (a bench of the nightly run): its exit status passes or
 * fails it, by name.
 */
export function countExit(name: string, status: string) {
  if (!/^\d+$/.test(status)) {
    return failure(`${name}: "${status}" is not an exit status, so the suite did not finish`);
  }
  return status === '0'
    ? {...empty(), passed: 1}
    : failure(`${name}: exited with status ${status} (its output is above)`);
}

export function sum(all: Counts[]) {
  return all.reduce(
    (a, b) => ({
      passed: a.passed + b.passed,
      failed: a.failed + b.failed,
      skipped: a.skipped + b.skipped,
      problems: [...a.problems, ...b.problems],
      flaky: [...a.flaky, ...b.flaky],
    }),
    empty(),
  );
}

export function closingLine(c: Counts) {
  return `${c.passed} passed, ${c.failed} failed${c.skipped ? `, ${c.skipped} skipped` : ''}`;
}

/**
 * What `npm test` writes about itself (cli.ts --report): its totals, each suite's, and each phase's
 * seconds.
 */
export type RunReport = {
  commit: string;
  date: string;
  nightly: boolean;
  passed: number;
  failed: number;
  skipped: number;
  /** Tests that passed only on a retry (absent in reports made before they were named). */
  flaky?: string[];
  suites: Record<string, {passed: number; failed: number; skipped: number}>;
  seconds: Record<string, number>;
};
