// Our "read more" link for the list pages. The theme's says only "Read more",
// which search engines and screen-reader link lists cannot tell apart; this
// one carries the post's title (visually hidden) in its text.
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
