// Wrapper: a title and description of its own for each blog's archive.
import Original from '@theme-original/BlogArchivePage';
import {withScopedMetadata} from '@site/src/lib/withScopedMetadata';

export default withScopedMetadata(Original, (_props, scope) => scope.archive);
