// Replacement (not a safe swizzle; src/theme/README.md): the "Last updated on … by …" line, which
// the site does not show (no showLastUpdateTime or showLastUpdateAuthor in the docs' and blogs'
// options), so the theme never renders it; without its code the docs and posts load less script.
// Turning either option on stops the build here, naming this file.
import type {ReactNode} from 'react';

export default function LastUpdated(): ReactNode {
  throw new Error(
    'A doc or post has a last-updated date or author to show: delete src/theme/LastUpdated so that the theme shows them.',
  );
}
