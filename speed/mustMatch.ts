import type {Compilation, Compiler} from '@rspack/core';
import type {WebpackPluginInstance} from 'webpack';

type Module = Compilation['modules'] extends ReadonlySet<infer M> ? M : never;

/** A module a hook brings into the build, or hooks: if it is missing, the hook matched nothing. */
export type ExpectedModule = {what: string; module: RegExp};

/** The expectations that no module of the build satisfies. */
export function unmatched(resources: readonly string[], expected: readonly ExpectedModule[]): ExpectedModule[] {
  return expected.filter(({module}) => !resources.some((resource) => module.test(resource)));
}

/** Every module's file, those inside concatenated modules included. */
function moduleFiles(compilation: Compilation): string[] {
  const files: string[] = [];
  for (const module of compilation.modules) {
    const inner = (module as {modules?: Module[]}).modules ?? [];
    for (const candidate of [module, ...inner]) {
      const file = candidate.nameForCondition();
      if (file) files.push(file);
    }
  }
  return files;
}

/**
 * Fails the build when an alias, module rule or replacement of a speed-layer
 * piece matched nothing, which would otherwise leave the piece silently off
 * (Docusaurus moved a file, or stopped importing a package).
 */
export function mustMatch(piece: string, expected: ExpectedModule[]): WebpackPluginInstance {
  const plugin = {
    apply(compiler: Compiler) {
      compiler.hooks.thisCompilation.tap(`${piece}/must-match`, (compilation) => {
        compilation.hooks.finishModules.tap(`${piece}/must-match`, () => {
          const missing = unmatched(moduleFiles(compilation), expected);
          if (missing.length > 0) {
            throw new Error(
              `${piece}: its hook matched nothing in this build (${missing.map((m) => m.what).join('; ')}); Docusaurus has probably moved the file it hooks: see speed/README.md`,
            );
          }
        });
      });
    },
  };
  // Docusaurus types plugins as webpack's; the build runs Rspack (future.faster).
  return plugin as unknown as WebpackPluginInstance;
}
