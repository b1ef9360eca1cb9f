/**
 * The custom pages that have a sharing card of their own, with the title the
 * card shows. The pages render their card's head tags from here, and the
 * social-cards plugin draws one card per entry.
 */
import {hero} from './home';
import {intro as features} from './features';
import {intro as getStarted} from './getStarted';
import {intro as community} from './community';
import {intro as install} from './install';

export type PageCard = {permalink: string; title: string};

export const pageCards = {
  home: {permalink: '/', title: hero.title},
  features: {permalink: '/features', title: features.title},
  getStarted: {permalink: '/get-started', title: getStarted.title},
  community: {permalink: '/community', title: community.title},
  installation: {permalink: '/getting-started/installation', title: install.title},
} satisfies Record<string, PageCard>;
