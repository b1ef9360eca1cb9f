// Replacement (Docusaurus has no safe swizzle of it; src/theme/README.md): the theme's version
// imports the icons of thirteen platforms, about 4 KB compressed in every blog and release page,
// and our authors link GitHub only. GitHub gets its icon; any other platform the theme's generic
// one, titled with its key, as the theme does for a platform it does not know.
// config/authors.test.ts keeps authors.yml to the platforms here. Plain links: they open in the
// same tab (maintaining/decisions.md).
import React, {type ReactNode} from 'react';
import GitHub from '@theme/Icon/Socials/GitHub';
import DefaultSocialIcon from '@theme/Icon/Socials/Default';
import type {Props} from '@theme/Blog/Components/Author/Socials';
import styles from './styles.module.css';

const platforms: Record<string, {Icon: typeof GitHub; label: string}> = {
  github: {Icon: GitHub, label: 'GitHub'},
};

export default function BlogAuthorSocials({author}: {author: Props['author']}): ReactNode {
  return (
    <div className={styles.authorSocials}>
      {Object.entries(author.socials ?? {}).map(([platform, href]) => {
        const {Icon, label} = platforms[platform] ?? {Icon: DefaultSocialIcon, label: platform};
        return (
          <a key={platform} className={styles.authorSocialLink} href={href} title={label}>
            <Icon className={styles.authorSocialIcon} />
          </a>
        );
      })}
    </div>
  );
}
