// Replacement: GitHub's icon and the theme's generic one, not the theme's thirteen platforms (src/theme/README.md).
import React, {type ReactNode} from 'react';
import Link from '@docusaurus/Link';
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
          <Link key={platform} className={styles.authorSocialLink} href={href} title={label}>
            <Icon className={styles.authorSocialIcon} />
          </Link>
        );
      })}
    </div>
  );
}
