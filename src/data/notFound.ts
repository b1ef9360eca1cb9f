// The copy of the not-found screen (src/theme/NotFound/Content).
export const notFound = {
  title: 'This page is not here',
  // Before hydration the page cannot know its address: 404.html answers them all.
  body: 'Nothing on this site lives at this address.',
  bodyAt: 'Nothing on this site lives at',
  hint:
    'The address may have a typo, or the page may have moved when the site was rebuilt. ' +
    'One of these should get you where you were going:',
  /**
   * What the address most likely meant (under /blogs/, /release/ and /docs/), and a search for its
   * last words.
   */
  suggestions: {
    title: 'Looking for something?',
    closest: 'The nearest address here:',
    sameDay: 'Also published that day:',
    searchLabel: 'Or search the site for',
    searchButton: 'Search',
  },
  links: [
    {label: 'Home', to: '/', note: 'What Podman is and why to use it'},
    {label: 'Documentation', to: '/docs', note: 'Getting started, installation, checkpointing'},
    {label: 'Blog', to: '/blogs', note: 'Every post from 2018 to 2022'},
    {label: 'Blog archive', to: '/blogs/archive', note: 'All posts by date, on one page'},
    {label: 'Release announcements', to: '/release', note: 'From v0.6.1 to v4.3.0'},
    {label: 'Install Podman', to: '/docs/installation', note: 'Every platform, step by step'},
  ],
};
