/**
 * Size budgets per page type: KiB of the HTML, CSS and scripts a first visit
 * fetches, each as the build ships it (brotli, no headers: shippedWeight in
 * tests/fixtures/firstVisit.ts), and the number of requests. They hold the
 * line at today's figures plus a small margin, so a change that makes pages
 * heavier fails the tests with the figure and the budget. Lower them as the
 * pages get lighter. The scripts' budgets are 181a422's first-load script
 * (maintaining/performance.md): issue 42 holds every page type to it or below.
 */
export type Budget = {html: number; css: number; js: number; requests: number};

export const budgets: Record<string, Budget> = {
  home: {html: 9, css: 18, js: 118.7, requests: 11},
  'blog list': {html: 10, css: 18, js: 137.8, requests: 25},
  'long blog post': {html: 14, css: 18, js: 133.9, requests: 17},
  'docs: installation': {html: 19, css: 18, js: 137.2, requests: 19},
  'release post': {html: 10, css: 18, js: 131.1, requests: 17},
};
