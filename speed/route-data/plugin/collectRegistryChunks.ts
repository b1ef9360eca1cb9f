// The route-data piece: the module and chunk ids behind each import() of Docusaurus's registry.
import type {Compilation} from '@rspack/core';
import type {ModuleRef} from '../client/format';

export type Module = Compilation['modules'] extends ReadonlySet<infer M> ? M : never;

const REGISTRY = /[\\/]\.docusaurus[\\/]registry\.js$/;

/** The registry module, when `module` is it or a concatenation holding it. */
export function registryIn(module: Module | undefined): Module | undefined {
  const inner = (module as {modules?: Module[]} | undefined)?.modules ?? [];
  return (module ? [module, ...inner] : []).find((candidate) =>
    REGISTRY.test(candidate.nameForCondition() ?? ''),
  );
}

/**
 * For each chunk name of the registry (`names`: request to name), the ids of its import()'s module
 * and chunks.
 */
export function collectRegistryChunks(
  compilation: Compilation,
  names: ReadonlyMap<string, string>,
): Record<string, ModuleRef> {
  const registry = [...compilation.modules].map(registryIn).find(Boolean);
  if (!registry) {
    throw new Error(
      'route-data: the client build has no .docusaurus/registry.js module (see speed/route-data/client/registryChunks.ts)',
    );
  }
  const {chunkGraph, moduleGraph} = compilation;
  const refs: Record<string, ModuleRef> = {};
  for (const block of registry.blocks) {
    const dependency = block.dependencies[0];
    const request = dependency?.request;
    const name = request === undefined ? undefined : names.get(request);
    if (!dependency || name === undefined) {
      throw new Error(
        `route-data: an import() in the registry (${request ?? 'no request'}) has no chunk name in .docusaurus/registry.js`,
      );
    }
    const target = moduleGraph.getModule(dependency);
    const id = target && chunkGraph.getModuleId(target);
    // No chunk group: the module is in main.js already (the site config, say).
    const chunks = chunkGraph.getBlockChunkGroup(block)?.chunks.map((chunk) => chunk.id) ?? [];
    if (id === null || id === undefined || chunks.some((chunk) => chunk === undefined)) {
      throw new Error(
        `route-data: the build gave no module id or chunk id for ${request} (chunk name ${name})`,
      );
    }
    refs[name] = [id, ...(chunks as string[])];
  }
  if (Object.keys(refs).length !== names.size) {
    throw new Error(
      `route-data: the registry lists ${names.size} chunks but the build has ${Object.keys(refs).length} of its imports`,
    );
  }
  return refs;
}
