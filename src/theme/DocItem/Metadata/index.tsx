// The theme's doc metadata, plus the doc's own sharing card.
import React, {type ReactNode} from 'react';
import Metadata from '@theme-original/DocItem/Metadata';
import {useDoc} from '@docusaurus/plugin-content-docs/client';
import SocialCardMeta from '@site/src/components/SocialCardMeta';

export default function MetadataWrapper(): ReactNode {
  const {metadata} = useDoc();
  return (
    <>
      <Metadata />
      <SocialCardMeta permalink={metadata.permalink} title={metadata.title} section="Docs" />
    </>
  );
}
