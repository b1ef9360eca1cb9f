/** Orders versions: major.minor.patch as numbers, a release after its prereleases, their digit runs as numbers ("canary-10000" after "canary-6808"). */
export function compareVersions(a: string, b: string): number {
  const split = (v: string) => {
    const dash = v.indexOf('-');
    return {core: (dash < 0 ? v : v.slice(0, dash)).split('.').map(Number), pre: dash < 0 ? '' : v.slice(dash + 1)};
  };
  const x = split(a);
  const y = split(b);
  for (let i = 0; i < 3; i++) if ((x.core[i] ?? 0) !== (y.core[i] ?? 0)) return (x.core[i] ?? 0) - (y.core[i] ?? 0);
  if (x.pre === y.pre) return 0;
  if (x.pre === '') return 1;
  if (y.pre === '') return -1;
  return x.pre.localeCompare(y.pre, 'en', {numeric: true});
}

export type Choice = {versions: Record<string, string>; rule: 'common' | 'each-newest'};

/**
 * Per package, the version of `major` to try: the newest every package has, else (asked, or nothing in common)
 * each package's newest. Throws, naming them, when a package has no version of that major.
 */
export function chooseVersions(available: Record<string, string[]>, major: number, prefer: Choice['rule'] = 'common'): Choice {
  const ofMajor = Object.fromEntries(
    Object.entries(available).map(([name, versions]) => [name, versions.filter((v) => Number(v.split('.')[0]) === major).sort(compareVersions)]),
  );
  const lacking = Object.keys(ofMajor).filter((name) => ofMajor[name]!.length === 0);
  if (lacking.length > 0) throw new Error(`no ${major}.x version on the registry for ${lacking.join(', ')}`);
  const lists = Object.values(ofMajor);
  const common = lists[0]!.filter((v) => lists.every((list) => list.includes(v))).at(-1);
  if (prefer === 'common' && common) return {rule: 'common', versions: Object.fromEntries(Object.keys(ofMajor).map((name) => [name, common]))};
  return {rule: 'each-newest', versions: Object.fromEntries(Object.entries(ofMajor).map(([name, list]) => [name, list.at(-1)!]))};
}
