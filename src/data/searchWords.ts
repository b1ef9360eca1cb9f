/** Words around the subject of a question ("how do I …", "install on …") that the search leaves out of the query. */
export const smallWords: ReadonlySet<string> = new Set([
  'a', 'an', 'the', 'and', 'or', 'of', 'on', 'in', 'into', 'to', 'for', 'from', 'with', 'by', 'at', 'about', 'as',
  'is', 'are', 'was', 'be', 'it', 'its', 'this', 'that', 'there', 'my', 'me', 'i', 'you', 'your', 'we', 'our',
  'do', 'does', 'did', 'can', 'could', 'should', 'would', 'will', 'how', 'what', 'whats', "what's", 'why', 'when',
  'where', 'which', 'who', 'whether', 'between', 'difference', 'vs', 'versus', 'use', 'using', 'get', 'some', 'any',
  // The rest of a question: what a visitor wants and how they ask, not what the page is about.
  'have', 'has', 'if', 'not', "don't", "doesn't", "isn't", "can't", 'cannot', "won't", 'i’m', "i'm", 'them', 'they',
  'it’s', "it's", 'so', 'than', 'then', 'too', 'also', 'just', 'still', 'same', 'want', 'need', 'make', 'way', 'best',
  'possible', 'able', 'try', 'trying', 'tell', 'show', 'type', 'put', 'next', 'other', 'more', 'own', 'all', 'one',
  'myself', 'made', 'automatically',
]);

/** Words that add nothing next to a version number ("podman 2.0 released"): the version says it. */
export const releaseWords: ReadonlySet<string> = new Set([
  'release', 'released', 'releases', 'version', 'announce', 'announced', 'announcement', 'new', 'out', 'podman',
]);

/** Words on nearly every page: next to another word they narrow nothing but cost an index part. Searched alone only. */
export const siteWords: ReadonlySet<string> = new Set(['podman']);

/**
 * The site-wide vocabulary: a visitor's words for what the pages call
 * otherwise, each searched as the site's word. Phrases of one to three words,
 * in lower case; the longest that matches is taken. Pagefind matches the words
 * of the pages, so "at boot" would find every page with "boot" but not the
 * systemd posts, and "normal user" every page with "user".
 */
export const visitorWords: ReadonlyMap<string, string> = new Map([
  // Two words the pages write as one.
  ['time zone', 'timezone'],
  ['health check', 'healthcheck'],
  ['file system', 'filesystem'],
  ['name space', 'namespace'],
  // Starting with the machine: systemd.
  ['at boot', 'systemd'],
  ['on boot', 'systemd'],
  ['boot time', 'systemd'],
  ['at startup', 'systemd'],
  ['on startup', 'systemd'],
  ['reboot', 'systemd'],
  ['reboots', 'systemd'],
  ['rebooting', 'systemd'],
  ['autostart', 'systemd'],
  // Without root: rootless.
  ['normal user', 'rootless'],
  ['regular user', 'rootless'],
  ['ordinary user', 'rootless'],
  ['unprivileged user', 'rootless'],
  ['non-root', 'rootless'],
  ['non root', 'rootless'],
  ['nonroot', 'rootless'],
  ['without root', 'rootless'],
  // Image size.
  ['shrink', 'smaller'],
  ['slim', 'smaller'],
  ['slimmer', 'smaller'],
  ['smallest', 'smaller'],
  ['reduce size', 'smaller'],
  // Names a visitor spells out, or says in other words.
  ['windows subsystem for linux', 'wsl'],
  ['network drive', 'nfs'],
  ['network share', 'nfs'],
  ['network filesystem', 'nfs'],
  ['healthy', 'healthcheck'],
  ['health', 'healthcheck'],
  ['golang', 'go'],
  ['http api', 'rest api'],
  ['web api', 'rest api'],
  ['k8s', 'kubernetes'],
  ['nightly', 'cron'],
  ['every night', 'cron'],
  ['switch from', 'migrating'],
  ['bug report', 'issue'],
  ['report a bug', 'issue'],
]);
