/**
 * Docusaurus runs every plugin's postBuild at the same time. A few of them
 * rewrite or read the built pages' HTML (speed/route-data puts each page's
 * route data in, replacing the file; search-index reads the pages into its
 * index); plugins/address-forms gives pages a second name and must copy the
 * final HTML, after the index has been read. Each such step says here when it
 * is over, and address-forms waits for the steps of the plugins in the build.
 */
type Step = {promise: Promise<void>; settle: (error?: unknown) => void};
const steps = new Map<string, Step>();

function step(plugin: string): Step {
  let found = steps.get(plugin);
  if (!found) {
    let settle: Step['settle'] = () => {};
    const promise = new Promise<void>((resolve, reject) => {
      settle = (error) => (error === undefined ? resolve() : reject(error));
    });
    // A failed step fails the build itself; nobody waiting is left with an unhandled rejection.
    promise.catch(() => {});
    found = {promise, settle};
    steps.set(plugin, found);
  }
  return found;
}

/** The plugins whose postBuild writes or reads the pages' HTML. */
export const htmlStepPlugins = ['route-data', 'search-index'] as const;

/** Runs a plugin's HTML step and says when it is over, failed or not. */
export async function htmlStep(plugin: (typeof htmlStepPlugins)[number], work: () => Promise<void>): Promise<void> {
  try {
    await work();
    step(plugin).settle();
  } catch (error) {
    step(plugin).settle(error ?? new Error(`${plugin} failed`));
    throw error;
  }
}

/** Settles when the HTML steps of those of `plugins` that have one are over. */
export async function htmlStepsOver(plugins: readonly {name: string}[]): Promise<void> {
  const present = htmlStepPlugins.filter((name) => plugins.some((p) => p.name === name));
  await Promise.all(present.map((name) => step(name).promise));
}
