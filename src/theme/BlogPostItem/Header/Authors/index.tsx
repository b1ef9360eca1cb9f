// Wrapper: keeps the author line out of the search index, so result excerpts
// start with the post's own words.
import Authors from '@theme-original/BlogPostItem/Header/Authors';
import type {Props} from '@theme/BlogPostItem/Header/Authors';
import {withSearchIgnored} from '@site/src/lib/withSearchIgnored';

export default withSearchIgnored<Props>(Authors);
