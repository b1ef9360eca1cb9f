// Keeps the date and reading time out of search excerpts, so a result's excerpt starts with the post's
// own words.
import Info from '@theme-original/BlogPostItem/Header/Info';
import type {Props} from '@theme/BlogPostItem/Header/Info';
import {withSearchIgnored} from '@site/src/lib/withSearchIgnored';

export default withSearchIgnored<Props>(Info);
