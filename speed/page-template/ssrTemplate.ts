// The page-template piece: Docusaurus's page template, with the bundles started after the first
// paint.
import type {Plugin} from '@docusaurus/types';
import {PAGE_ROUTE_DATA_ID} from '../route-data/client/format';

/** The element that lists the bundles, in order, for the starter. */
export const BUNDLES_ID = '__bundles';

/**
 * Starts the bundles, in order, once the first frame is painted (at once in a hidden tab), instead
 * of deferred in <head>, where they share a slow link with the stylesheet the first paint waits
 * for; with them, async, the chunk scripts of the page's own routes (its route data). A chunk that
 * fails is taken out, so main.js fetches it afresh. Docusaurus's base-URL check shows its banner
 * when window.docusaurus is unset at DOMContentLoaded: the script marks the bundles as coming, and
 * shows the banner when one fails instead. Given to every page by the plugin below, not written
 * into the template, which main.js carries with the site config. (Joined into one line: no //
 * comments inside.)
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
