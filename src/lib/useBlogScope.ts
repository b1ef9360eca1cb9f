// Which of the two blogs (/blogs or /release) the current page belongs to, from its path.
import {useLocation} from '@docusaurus/router';
import {blogScopes, type BlogScope} from '@site/src/data/blogScopes';

export function useBlogScope(): BlogScope {
  const segment = useLocation().pathname.split('/')[1];
  return segment === 'release' ? blogScopes.release : blogScopes.blogs;
}
