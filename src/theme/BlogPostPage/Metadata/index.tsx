// The theme's post metadata, plus the post's own sharing card (blog and releases).
import React, {type ReactNode} from 'react';
import Metadata from '@theme-original/BlogPostPage/Metadata';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import SocialCardMeta from '@site/src/components/SocialCardMeta';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {blogSection, routeOf} from '@site/src/lib/socialCard';

export default function MetadataWrapper(): ReactNode {
  const {metadata} = useBlogPost();
  const {siteConfig} = useDocusaurusContext();
  return (
    <>
      <Metadata />
      <SocialCardMeta
        permalink={metadata.permalink}
        title={metadata.title}
        section={blogSection(routeOf(metadata.permalink, siteConfig.baseUrl))}
      />
    </>
  );
}
