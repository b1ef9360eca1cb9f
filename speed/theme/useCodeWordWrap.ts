// Our word-wrap hook for code blocks, used by the ejected CodeBlock/Content/String.
import {startTransition, useCallback, useEffect, useMemo, useRef, useState} from 'react';
import type {CodeBlockContextProvider} from '@docusaurus/theme-common/internal';

/** What the theme's code block components read as `wordWrap`. */
type WordWrap = Parameters<typeof CodeBlockContextProvider>[0]['wordWrap'];

/**
 * Whether the block's code runs past its box, or is wrapped (the button then stays, to unwrap it).
 */
function overflows(pre: HTMLPreElement): boolean {
  return (
    pre.scrollWidth > pre.clientWidth || Boolean(pre.querySelector('code')?.hasAttribute('style'))
  );
}

/**
 * The theme's useCodeWordWrap, measured when the block comes into view (a tab panel shown, the page
 * scrolled; a block out of view, which the page's CSS leaves unrendered, measures nothing) and on
 * resize while in view, and set in a transition: from an effect, it would re-render every block of
 * the page at once right after hydration.
 */
export function useCodeWordWrap(): WordWrap {
  const codeBlockRef = useRef<HTMLPreElement>(null);
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);

  const measure = useCallback(() => {
    const pre = codeBlockRef.current;
    if (!pre) return;
    const scrollable = overflows(pre);
    startTransition(() => setIsCodeScrollable(scrollable));
  }, []);

  const toggle = useCallback(() => {
    const code = codeBlockRef.current?.querySelector('code');
    if (!code) return;
    if (isEnabled) {
      code.removeAttribute('style');
    } else {
      code.style.whiteSpace = 'pre-wrap';
      // Long words and URLs break too, so that wrapped code never scrolls.
      code.style.overflowWrap = 'anywhere';
    }
    setIsEnabled(!isEnabled);
    measure();
  }, [isEnabled, measure]);

  useEffect(() => {
    const pre = codeBlockRef.current;
    if (!pre) return undefined;
    let inView = false;
    const observer = new IntersectionObserver(([entry]) => {
      inView = entry!.isIntersecting;
      if (inView) measure();
      // Laid out (not in a hidden tab panel): the page's CSS may now leave it unrendered while out
      // of view, at the height it has now (src/css/custom.css).
      if (entry!.boundingClientRect.height > 0) {
        pre.closest('.theme-code-block')?.setAttribute('data-laid-out', '');
      }
    });
    observer.observe(pre);
    const onResize = () => inView && measure();
    window.addEventListener('resize', onResize, {passive: true});
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', onResize);
    };
  }, [measure]);

  return useMemo(
    () => ({codeBlockRef, isEnabled, isCodeScrollable, toggle}),
    [isEnabled, isCodeScrollable, toggle],
  );
}
