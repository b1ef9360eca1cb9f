/**
 * Docusaurus's generated registry (.docusaurus/registry.js) names each page
 * module's chunk and imports it: `"<chunk name>": [() => import("<request>"), …]`.
 * This reads which chunk name each import request stands for.
 */
const ENTRY = /^\s*"([^"]+)":\s*\[\(\)\s*=>\s*import\((?:\/\*[^*]*\*\/\s*)?"([^"]+)"\)/gm;

export function registryRequests(source: string): Map<string, string> {
  const names = new Map<string, string>();
  for (const [, name, request] of source.matchAll(ENTRY)) names.set(request!, name!);
  if (names.size === 0 && source.includes('import(')) {
    throw new Error('route-data: .docusaurus/registry.js no longer has the expected shape; update speed/route-data/plugin/registryRequests.ts');
  }
  return names;
}
