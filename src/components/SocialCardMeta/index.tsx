// The page's own sharing card in the head: it replaces the site-wide image the
// theme sets, for link previews in chat and on social media.
import React, {type ReactNode} from 'react';
import Head from '@docusaurus/Head';
import useBaseUrl from '@docusaurus/useBaseUrl';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {
  cardAlt,
  cardHeight,
  cardPath,
  cardWidth,
  routeOf,
  type CardSection,
} from '@site/src/lib/socialCard';

type Props = {permalink: string; title: string; section?: CardSection};

export default function SocialCardMeta({permalink, title, section}: Props): ReactNode {
  const {siteConfig} = useDocusaurusContext();
  const image = useBaseUrl(cardPath(routeOf(permalink, siteConfig.baseUrl)), {absolute: true});
  const alt = cardAlt(title, section);
  return (
    <Head>
      <meta property="og:image" content={image} />
      <meta property="og:image:type" content="image/png" />
      <meta property="og:image:width" content={String(cardWidth)} />
      <meta property="og:image:height" content={String(cardHeight)} />
      <meta property="og:image:alt" content={alt} />
      <meta name="twitter:image" content={image} />
      <meta name="twitter:image:alt" content={alt} />
    </Head>
  );
}
