/** An entry of .docusaurus/registry.js: `"<chunk name>": [() => import("<request>"), …]`. */
const ENTRY = /^\s*"([^"]+)":\s*\[\(\)\s*=>\s*import\((?:\/\*[^*]*\*\/\s*)?"([^"]+)"\)/gm;

/** The chunk name each import request of the registry stands for. */
export function registryRequests(source: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const [, name, request] of source.matchAll(ENTRY)) names.set(request!, name!);
  if (names.size === 0 && source.includes('import(')) {
    throw new Error(
      'route-data: .docusaurus/registry.js no longer has the expected shape; update speed/route-data/plugin/registryRequests.ts',
    );
  }
  return names;
}
