// The guard every piece's rewrites pass through: a build stops when a hook into Docusaurus hooks
// nothing.
import type {Compilation, Compiler} from '@rspack/core';
import type {WebpackPluginInstance} from 'webpack';

/**
 * One rewrite a piece makes: requests made by an upstream module (`from`, the
 * importing module's file) that now lead to our module (`to`, matched against
 * the module's file or its identifier, which names the loaders applied). `request`,
 * when set, must match the request as written too (a replacement: the request
 * names the upstream file, the module it leads to is ours). `stock`, the file
 * of the module the rewrite stands in for: no upstream module may still
 * import it (an alias scoped to some importers misses a new one).
 */
export type Rewrite = {what: string; from: RegExp; to: RegExp; request?: RegExp; stock?: RegExp};

/** A module that must not be in the build at all, and why. */
export type Absent = {what: string; file: RegExp};

/** Docusaurus's packages and the files it generates for the site. */
const upstream = /[\\/]node_modules[\\/]@docusaurus[\\/]|[\\/]\.docusaurus[\\/]/;

/**
 * An import in the built module graph: who asked, for what, and the file and identifier (loaders,
 * request) of the module that answered.
 */
type Edge = {from: string; request: string; to: string; toId?: string};

/** How many edges of the build each rewrite accounts for, in the order given. */
export function countRewrites(edges: readonly Edge[], rewrites: readonly Rewrite[]): number[] {
  return rewrites.map(
    ({from, to, request}) =>
      edges.filter(
        (edge) =>
          from.test(edge.from) &&
          (to.test(edge.to) || to.test(edge.toId ?? '')) &&
          (!request || request.test(edge.request)),
      ).length,
  );
}

const stopMessage = (piece: string, found: string, recheck: string) =>
  `${piece}: ${found} Re-check: ${recheck} (npm run upstream shows what changed; SITE_SPEED_OFF=${piece} builds without it)`;

/** The message that stops the build when rewrites of a piece led nowhere. */
export function unmatchedMessage(
  piece: string,
  unmatched: readonly Rewrite[],
  recheck: string,
): string {
  const found = `${unmatched.map((r) => r.what).join('; ')}: 0 requests rewritten in this build, so the piece would ship switched off.`;
  return stopMessage(
    piece,
    `${found} Docusaurus has probably moved or renamed what it hooks.`,
    recheck,
  );
}

/**
 * The message that stops the build when upstream code still reaches a stock module, or a module
 * that must be gone is in.
 */
export function reachedMessage(piece: string, found: readonly string[], recheck: string): string {
  const what = `${found.join('; ')}: the stock module would ship beside ours.`;
  return stopMessage(
    piece,
    `${what} Docusaurus has probably added an importer or moved a file.`,
    recheck,
  );
}

/** A path from node_modules or the site's generated files on, as a message names it. */
const shortPath = (file: string) =>
  /(node_modules[\\/].*|\.docusaurus[\\/].*)$/.exec(file)?.[1] ?? file;

/**
 * For each rewrite with a `stock`, the edges into that file made by upstream code, as messages
 * naming the importer.
 */
export function stockImports(edges: readonly Edge[], rewrites: readonly Rewrite[]): string[] {
  return rewrites.flatMap(({what, stock}) =>
    !stock
      ? []
      : edges
          .filter((edge) => stock.test(edge.to) && upstream.test(edge.from))
          .map(
            (edge) =>
              `${shortPath(edge.from)} imports ${shortPath(edge.to)}, which ${what} stands in for`,
          ),
  );
}

/** The file of a module, or '' (runtime and other modules without one). */
const fileOf = (module: {nameForCondition(): string | null | undefined} | null | undefined) =>
  module?.nameForCondition() ?? '';

/** Every import into a module whose file or identifier one of `targets` matches. */
function edgesInto(compilation: Compilation, targets: readonly RegExp[]): Edge[] {
  return [...compilation.modules].flatMap((module) => {
    const to = fileOf(module);
    const toId = module.identifier();
    if (!targets.some((target) => target.test(to) || target.test(toId))) return [];
    return [...compilation.moduleGraph.getIncomingConnections(module)].map((connection) => ({
      from: fileOf(connection.originModule),
      request: connection.dependency.request ?? '',
      to,
      toId,
    }));
  });
}

/**
 * Stops the build when a rewrite of a piece rewrote no request of the upstream
 * code it hooks (our module being in the build is not enough: our own code may
 * import it, as stepped-start imports fast-route-matching's matcher, and the build
 * would pass with upstream's request still going to the stock module), when
 * upstream code still imports a stock module a rewrite stands
 * in for, or when a module of `absent` is in the build. Counted when the
 * modules are built, so a build restored from the persistent cache counts too.
 */
export function mustMatch(
  piece: string,
  recheck: string,
  rewrites: Rewrite[],
  absent: Absent[] = [],
): WebpackPluginInstance {
  // Docusaurus types plugins as webpack's; the build runs Rspack (future.faster).
  return {
    apply(compiler: Compiler) {
      compiler.hooks.thisCompilation.tap(`${piece}/must-match`, (compilation) => {
        compilation.hooks.finishModules.tap(`${piece}/must-match`, () => {
          const counts = countRewrites(
            edgesInto(
              compilation,
              rewrites.map((r) => r.to),
            ),
            rewrites,
          );
          const unmatched = rewrites.filter((_, i) => counts[i] === 0);
          if (unmatched.length > 0) throw new Error(unmatchedMessage(piece, unmatched, recheck));
          const reached = [
            ...stockImports(
              edgesInto(
                compilation,
                rewrites.flatMap((r) => (r.stock ? [r.stock] : [])),
              ),
              rewrites,
            ),
            ...absent.flatMap(({what, file}) =>
              [...compilation.modules].some((m) => file.test(fileOf(m)))
                ? [`${what} is in the build`]
                : [],
            ),
          ];
          if (reached.length > 0) throw new Error(reachedMessage(piece, reached, recheck));
        });
      });
    },
  } as unknown as WebpackPluginInstance;
}
