// Wrapper: author pages name their blog and their page number in title and description.
import Original from '@theme-original/Blog/Pages/BlogAuthorsPostsPage';
import type {Props} from '@theme/Blog/Pages/BlogAuthorsPostsPage';
import {withScopedMetadata, paged} from '@site/src/lib/withScopedMetadata';

export default withScopedMetadata<Props>(Original, ({author, listMetadata}, scope) =>
  paged(
    scope.authorPage(author.name ?? author.key ?? 'an author'),
    listMetadata.page,
    listMetadata.totalPages,
  ),
);
