// Replacement: the site shows no last-updated line; an option that turns it on stops the build (src/theme/README.md).
import type {ReactNode} from 'react';

export default function LastUpdated(): ReactNode {
  throw new Error('A doc or post has a last-updated date or author to show: delete src/theme/LastUpdated so that the theme shows them.');
}
