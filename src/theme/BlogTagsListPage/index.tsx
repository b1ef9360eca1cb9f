// Wrapper: a title and description of its own for each blog's tag list.
import Original from '@theme-original/BlogTagsListPage';
import {withScopedMetadata} from '@site/src/lib/withScopedMetadata';

export default withScopedMetadata(Original, (_props, scope) => scope.tags);
