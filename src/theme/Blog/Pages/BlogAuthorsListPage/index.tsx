// Wrapper: a title and description of its own for each blog's author list.
import Original from '@theme-original/Blog/Pages/BlogAuthorsListPage';
import {withScopedMetadata} from '@site/src/lib/withScopedMetadata';

export default withScopedMetadata(Original, (_props, scope) => scope.authors);
