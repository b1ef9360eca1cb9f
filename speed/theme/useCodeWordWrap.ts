// Our word-wrap hook for code blocks, used by the ejected CodeBlock/Content/String.
import {startTransition, useCallback, useEffect, useMemo, useRef, useState} from 'react';
import type {CodeBlockContextProvider} from '@docusaurus/theme-common/internal';

/** What the theme's code block components read as `wordWrap`. */
type WordWrap = Parameters<typeof CodeBlockContextProvider>[0]['wordWrap'];

/** Whether the block's code runs past its box, or is wrapped (the button then stays, to unwrap it). */
function overflows(pre: HTMLPreElement): boolean {
  return (
    pre.scrollWidth > pre.clientWidth || Boolean(pre.querySelector('code')?.hasAttribute('style'))
  );
}

/**
 * The theme's useCodeWordWrap, measured after mount, on resize and when the block's tab panel is shown
 * (a hidden one measures nothing), and set in a transition: from an effect, it would re-render every
 * block of the page at once right after hydration.
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
  }, [isEnabled]);

  useEffect(measure, [isEnabled, measure]);

  useEffect(() => {
    window.addEventListener('resize', measure, {passive: true});
    return () => window.removeEventListener('resize', measure);
  }, [measure]);

  useEffect(() => {
    const panel = codeBlockRef.current?.closest('[role=tabpanel]');
    if (!panel) return undefined;
    const observer = new MutationObserver(() => {
      if (!panel.hasAttribute('hidden')) measure();
    });
    observer.observe(panel, {attributes: true, attributeFilter: ['hidden']});
    return () => observer.disconnect();
  }, [measure]);

  return useMemo(
    () => ({codeBlockRef, isEnabled, isCodeScrollable, toggle}),
    [isEnabled, isCodeScrollable, toggle],
  );
}
