/**
 * The spellings a visitor may type for the version a release post announces:
 * "Podman v4.3.0 Released" is found by "4.3.0", "v4.3.0", "4.3" and "v4.3".
 * The short form is added only for a .0 release, so "1.1" finds v1.1.0 and not
 * v1.1.2. Undefined when the title names no version.
 */
export function versionTerms(title: string): string[] | undefined {
  const version = /\bv?(\d+\.\d+(?:\.\d+)*)\b/.exec(title)?.[1];
  if (!version) return undefined;
  const forms = [version];
  const short = /^(\d+\.\d+)\.0$/.exec(version)?.[1];
  if (short) forms.push(short);
  return forms.flatMap((v) => [v, `v${v}`]);
}
