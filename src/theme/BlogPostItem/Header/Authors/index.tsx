// Keeps the author line out of search excerpts, so a result's excerpt starts with the post's words.
import Authors from '@theme-original/BlogPostItem/Header/Authors';
import type {Props} from '@theme/BlogPostItem/Header/Authors';
import {withSearchIgnored} from '@site/src/lib/withSearchIgnored';

export default withSearchIgnored<Props>(Authors);
