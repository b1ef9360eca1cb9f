// Link text that names the post (visually hidden), not a bare "Read more", which search engines and
// screen readers' link lists cannot tell apart.
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import type {Props} from '@theme/BlogPostItem/Footer/ReadMoreLink';

export default function ReadMoreLink({blogPostTitle, ...props}: Props): ReactNode {
  return (
    <Link {...props}>
      <b>Continue reading</b>
      <span className="sr-only">: {blogPostTitle}</span>
    </Link>
  );
}
