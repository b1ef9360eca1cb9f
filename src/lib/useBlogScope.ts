import {useLocation} from '@docusaurus/router';
import {blogScopes, type BlogScope} from '@site/src/data/blogScopes';

/** Which of the two blogs a page belongs to, from the first segment of its path. */
export function useBlogScope(): BlogScope {
  const segment = useLocation().pathname.split('/')[1];
  return segment === 'release' ? blogScopes.release : blogScopes.blogs;
}
