import type {Plugin} from '@docusaurus/types';
import {PAGE_ROUTE_DATA_ID} from '../route-data/client/format';

/** The element that lists the bundles, in order, for the starter. */
export const BUNDLES_ID = '__bundles';

/**
 * The HTML shell of every page: Docusaurus's own template, except for how the
 * JavaScript bundles start. The stock template puts them in <head> with
 * `defer`, so they download from the first byte and share a slow link with
 * the stylesheet that the first paint waits for. Here a small script at the
 * end of <body> adds them once the first frame has been painted (at once in a
 * hidden tab, which paints nothing), in order, so the text is on screen before
 * ~150 KB of JavaScript is fetched. Pages read the same without JavaScript.
 *
 * With them go the chunk scripts of the page's own routes, listed in its
 * route data (speed/route-data), async since chunks may run in any order.
 * Left to main.js, they would be asked for only once it has run, and asking
 * costs main.js's first task ~30 ms on a fast machine (see README,
 * "Performance"). A chunk that fails is taken out again, so that main.js
 * fetches it afresh; if it fails after main.js has taken it over, main.js
 * tries it a second time (speed/route-data/client/webpackRuntime.ts).
 *
 * Docusaurus's base-URL check (home page only) shows its "did not load
 * properly" banner if window.docusaurus is still unset at DOMContentLoaded,
 * which assumes deferred bundles. The script marks them as coming, and shows
 * the banner when one of them fails to load instead, as under a wrong base URL.
 *
 * The template lists the bundles (it alone knows them); the script itself is
 * given to every page by the plugin at the end of this file, not written into
 * the template, as Docusaurus ships the whole site config, this template
 * included, in main.js. (It is joined into one line: no // comments inside it.)
 */
export const startBundles = `(function () {
  var started = false;
  window.docusaurus = window.docusaurus || {};
  function failed() {
    if (typeof window.insertBanner === 'function' && !document.getElementById('__docusaurus-base-url-issue-banner')) window.insertBanner();
  }
  function listed(id, field) {
    var data = document.getElementById(id);
    try { var value = data && JSON.parse(data.textContent); return (value && (field ? value[field] : value)) || []; } catch (error) { return []; }
  }
  function add(src, ordered, onerror) {
    var script = document.createElement('script');
    script.src = src;
    script.async = !ordered;
    script.onerror = function () { onerror(script); };
    document.head.appendChild(script);
  }
  function start() {
    if (started) return;
    started = true;
    listed('${BUNDLES_ID}').forEach(function (src) { add(src, true, failed); });
    listed('${PAGE_ROUTE_DATA_ID}', 'scripts').forEach(function (src) {
      add(src, false, function (script) { if (script.parentNode) script.parentNode.removeChild(script); });
    });
  }
  if (document.visibilityState === 'hidden') start();
  else requestAnimationFrame(function () { setTimeout(start, 0); });
})()`.replace(/\n\s*/g, ' ');

export const ssrTemplate = `<!DOCTYPE html>
<html <%~ it.htmlAttributes %>>
  <head>
    <meta charset="UTF-8">
    <meta name="generator" content="Docusaurus v<%= it.version %>">
    <% it.metaAttributes.forEach((metaAttribute) => { %>
      <%~ metaAttribute %>
    <% }); %>
    <%~ it.headTags %>
    <% it.stylesheets.forEach((stylesheet) => { %>
      <link rel="stylesheet" href="<%= it.baseUrl %><%= stylesheet %>" />
    <% }); %>
  </head>
  <body <%~ it.bodyAttributes %>>
    <%~ it.preBodyTags %>
    <div id="__docusaurus"><%~ it.appHtml %></div>
    <script type="application/json" id="${BUNDLES_ID}"><%~ JSON.stringify(it.scripts.map((script) => it.baseUrl + script)) %></script>
    <%~ it.postBodyTags %>
  </body>
</html>
`;

/** The starter, last in <body> after the list (Docusaurus's documented injectHtmlTags). */
export function pageTemplatePlugin(): Plugin {
  return {
    name: 'page-template',
    injectHtmlTags: () => ({postBodyTags: [{tagName: 'script', innerHTML: startBundles}]}),
  };
}
