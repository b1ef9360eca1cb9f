// A post's date and reading time, kept out of search excerpts (src/lib/withSearchIgnored) so that a
// result's excerpt starts with the post's own words. A replacement of the theme's, with the same
// markup and words: its date came from Intl.DateTimeFormat, whose first use loads the browser's
// date data in one long task (src/lib/dates.ts).
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {usePluralForm} from '@docusaurus/theme-common';
import {useBlogPost} from '@docusaurus/plugin-content-blog/client';
import type {Props} from '@theme/BlogPostItem/Header/Info';
import {longDate} from '@site/src/lib/dates';
import {withSearchIgnored} from '@site/src/lib/withSearchIgnored';

function Info({className}: Props): ReactNode {
  const {date, readingTime} = useBlogPost().metadata;
  const {selectMessage} = usePluralForm();
  const minutes = readingTime === undefined ? undefined : Math.ceil(readingTime);
  return (
    <div className={clsx('margin-vert--md text-[0.9rem]', className)}>
      <time dateTime={date}>{longDate(date)}</time>
      {minutes !== undefined &&
        ` · ${selectMessage(
          minutes,
          translate(
            {
              id: 'theme.blog.post.readingTime.plurals',
              message: 'One min read|{readingTime} min read',
            },
            {readingTime: minutes},
          ),
        )}`}
    </div>
  );
}

export default withSearchIgnored<Props>(Info);
