/**
 * The small page written at an address form that has no page of its own
 * (`/features/`, an old `.html` address): it sends the visitor on at once,
 * keeping the query and the fragment, and says where the page is for a reader
 * whose browser follows neither the refresh nor the script. Search engines
 * are told the page's own address and to leave this one out.
 */
export function redirectPage(to: string, siteUrl: string): string {
  if (!/^\/[\w./-]*$/.test(to)) throw new Error(`address-forms: a redirect target must be a site path, not ${JSON.stringify(to)}`);
  const href = `${siteUrl}${to}`;
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Moved to ${to}</title>
<meta name="robots" content="noindex">
<meta name="color-scheme" content="light dark">
<link rel="canonical" href="${href}">
<meta http-equiv="refresh" content="0; url=${to}">
<script>location.replace(${JSON.stringify(to)} + location.search + location.hash);</script>
</head>
<body>
<p>This page is at <a href="${to}">${href}</a>.</p>
</body>
</html>
`;
}
