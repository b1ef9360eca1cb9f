// Replacement (no safe swizzle; src/theme/README.md): the theme's link opened GitHub in a new tab,
// and no link of the site does (maintaining/decisions.md). Otherwise the theme's: its class, icon
// and words.
import React, {type ReactNode} from 'react';
import Translate from '@docusaurus/Translate';
import {ThemeClassNames} from '@docusaurus/theme-common';
import IconEdit from '@theme/Icon/Edit';
import type {Props} from '@theme/EditThisPage';

export default function EditThisPage({editUrl}: Props): ReactNode {
  return (
    <a href={editUrl} className={ThemeClassNames.common.editThisPage}>
      <IconEdit />
      <Translate
        id="theme.common.editThisPage"
        description="The link label to edit the current page">
        Edit this page
      </Translate>
    </a>
  );
}
