// Replacement (not a safe swizzle): the line "Last updated on … by …" under a
// doc or post, which this site does not show (no showLastUpdateTime or
// showLastUpdateAuthor in the docs' and blogs' options), so the theme renders
// it never. Without its code the docs and posts load less script. Turning
// either option on stops the build here, naming this file.
import type {ReactNode} from 'react';

export default function LastUpdated(): ReactNode {
  throw new Error('A doc or post has a last-updated date or author to show: delete src/theme/LastUpdated so that the theme shows them.');
}
