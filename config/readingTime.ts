// A post's reading time: whole minutes, each text counted once.
import type {Options} from '@docusaurus/plugin-content-blog';

type ReadingTime = NonNullable<Options['readingTime']>;

// Docusaurus counts a text's words with Intl.Segmenter: two thirds of the 0.3 s the blog plugin
// takes to load its 272 posts again after each edit in `npm start`. A reload has one new text; the
// others come from here.
const minutesOf = new Map<string, number>();
// Enough for every post and a long session's edits; beyond it, the count starts over.
const remembered = 5000;

/**
 * Whole minutes, as the page shows them (the theme rounds up): an edit that leaves them the same
 * leaves the post's route data as it was, so `npm start` compiles the post alone, not its data
 * again.
 */
export const wholeMinutes: ReadingTime = ({content, locale, frontMatter, defaultReadingTime}) => {
  // Docusaurus's count reads the text and the locale, not the front matter.
  const key = `${locale}\n${content}`;
  let minutes = minutesOf.get(key);
  if (minutes === undefined) {
    if (minutesOf.size >= remembered) minutesOf.clear();
    minutes = Math.ceil(defaultReadingTime({content, locale, frontMatter}));
    minutesOf.set(key, minutes);
  }
  return minutes;
};
