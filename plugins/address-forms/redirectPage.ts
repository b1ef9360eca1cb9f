/**
 * Sends the visitor on at once, keeping query and fragment; a link for a browser that follows
 * neither refresh nor script.
 */
export function redirectPage(to: string, siteUrl: string): string {
  if (!/^\/[\w./-]*$/.test(to)) {
    throw new Error(
      `address-forms: a redirect target must be a site path, not ${JSON.stringify(to)}`,
    );
  }
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
