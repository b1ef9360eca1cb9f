// Wrapper: tag pages name their blog and their page number in title and description.
import Original from '@theme-original/BlogTagsPostsPage';
import type {Props} from '@theme/BlogTagsPostsPage';
import {withScopedMetadata, paged} from '@site/src/lib/withScopedMetadata';

export default withScopedMetadata<Props>(Original, ({tag, listMetadata}, scope) =>
  paged(
    {title: scope.tagPage(tag.label), description: tag.description ?? scope.tagPage(tag.label)},
    listMetadata.page,
    listMetadata.totalPages,
  ),
);
