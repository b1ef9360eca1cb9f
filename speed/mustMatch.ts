import type {Compilation, Compiler} from '@rspack/core';
import type {WebpackPluginInstance} from 'webpack';

/**
 * One rewrite a piece makes: requests made by an upstream module (`from`, the
 * importing module's file) that now lead to our module (`to`, matched against
 * the module's file or its identifier, which names the loaders applied). `request`,
 * when set, must match the request as written too (a replacement: the request
 * names the upstream file, the module it leads to is ours).
 */
export type Rewrite = {what: string; from: RegExp; to: RegExp; request?: RegExp};

/**
 * An import in the built module graph: who asked (file), for what, and which
 * module answered: its file and its identifier (the loaders applied, then the
 * request; a replaced module keeps the request of the file it replaces).
 */
export type Edge = {from: string; request: string; to: string; toId?: string};

/** How many edges of the build each rewrite accounts for, in the order given. */
export function countRewrites(edges: readonly Edge[], rewrites: readonly Rewrite[]): number[] {
  return rewrites.map(
    ({from, to, request}) =>
      edges.filter((edge) => from.test(edge.from) && (to.test(edge.to) || to.test(edge.toId ?? '')) && (!request || request.test(edge.request))).length,
  );
}

/** The message that stops the build when rewrites of a piece led nowhere. */
export function unmatchedMessage(piece: string, unmatched: readonly Rewrite[], recheck: string): string {
  return (
    `${piece}: ${unmatched.map((r) => r.what).join('; ')}: 0 requests rewritten in this build, so the piece would ship switched off. ` +
    `Docusaurus has probably moved or renamed what it hooks. Re-check: ${recheck} ` +
    `(npm run upstream shows what changed; SITE_SPEED_OFF=${piece} builds without it)`
  );
}

type ModuleLike = {nameForCondition(): string | null | undefined; identifier(): string};

/** The file of a module, or '' (runtime and other modules without one). */
function fileOf(module: ModuleLike | null | undefined): string {
  return module?.nameForCondition() ?? '';
}

/** Every import into a module whose file one of the rewrites leads to. */
function edgesInto(compilation: Compilation, targets: readonly RegExp[]): Edge[] {
  const edges: Edge[] = [];
  for (const module of compilation.modules) {
    const to = fileOf(module);
    const toId = module.identifier();
    if (!targets.some((target) => target.test(to) || target.test(toId))) continue;
    for (const connection of compilation.moduleGraph.getIncomingConnections(module)) {
      edges.push({from: fileOf(connection.originModule), request: connection.dependency.request ?? '', to, toId});
    }
  }
  return edges;
}

/**
 * Stops the build when an alias, module rule or replacement of a speed-layer
 * piece rewrote no request of the upstream code it hooks. The presence of our
 * module is not enough: our own code may import it too (stepped-start imports
 * fast-route-matching's matcher), and the build would pass with upstream's
 * request going to the stock module. Counted on the module graph when the
 * modules are built, so a build restored from the persistent cache counts too.
 */
export function mustMatch(piece: string, recheck: string, rewrites: Rewrite[]): WebpackPluginInstance {
  const plugin = {
    apply(compiler: Compiler) {
      compiler.hooks.thisCompilation.tap(`${piece}/must-match`, (compilation) => {
        compilation.hooks.finishModules.tap(`${piece}/must-match`, () => {
          const counts = countRewrites(edgesInto(compilation, rewrites.map((r) => r.to)), rewrites);
          const unmatched = rewrites.filter((_, i) => counts[i] === 0);
          if (unmatched.length > 0) throw new Error(unmatchedMessage(piece, unmatched, recheck));
        });
      });
    },
  };
  // Docusaurus types plugins as webpack's; the build runs Rspack (future.faster).
  return plugin as unknown as WebpackPluginInstance;
}
