// Wrapper: tells each entry of a list (blog, tag, author and release pages)
// which entries are beside it, so that a short notice next to its own article
// can say so instead of repeating the article's title (src/theme/BlogPostItem).
import React, {type ReactNode} from 'react';
import BlogPostItems from '@theme-original/BlogPostItems';
import type BlogPostItemsType from '@theme/BlogPostItems';
import type {WrapperProps} from '@docusaurus/types';
import {ListOrder} from '@site/src/lib/listOrder';

type Props = WrapperProps<typeof BlogPostItemsType>;

export default function BlogPostItemsWrapper(props: Props): ReactNode {
  const order = props.items.map((item) => item.content.metadata.permalink);
  return (
    <ListOrder.Provider value={order}>
      <BlogPostItems {...props} />
    </ListOrder.Provider>
  );
}
