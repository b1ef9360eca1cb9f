// KiB a first visit fetches per page type as the build ships it (brotli: shippedWeight in
// scripts/measure/firstVisit.ts), and its requests: today's figures plus a small margin; lower them
// as pages get lighter. The scripts' budgets are 181a422's first-load script
// (maintaining/performance.md): issue 42 holds every page type to it or below.
export const budgets: Record<string, {html: number; css: number; js: number; requests: number}> = {
  home: {html: 9, css: 18, js: 118.7, requests: 11},
  'blog list': {html: 10, css: 18, js: 137.8, requests: 25},
  'long blog post': {html: 14, css: 18, js: 133.9, requests: 17},
  'docs: installation': {html: 19, css: 18, js: 137.2, requests: 19},
  'release post': {html: 10, css: 18, js: 131.1, requests: 17},
};
