// Renders the content without the theme's remount after hydration; live blocks go through the theme
// (src/theme/README.md). The theme's CodeBlock remounts every block once the page has hydrated (a
// `key` that flips with useIsBrowser), so that a dark-mode visitor gets dark token colours. The
// colour mode already starts as the server's (light) during hydration and switches in an effect,
// which re-renders the blocks with the dark theme as an ordinary update (preferences.spec checks
// the colours); the remount only rebuilt every block's DOM and tokenised its code again, in one
// long task on pages with many blocks. Live blocks (`live` in the fence) still go through the theme
// chain.
import React, {isValidElement, type ReactNode} from 'react';
import ThemeCodeBlock from '@theme-original/CodeBlock';
import ElementContent from '@theme/CodeBlock/Content/Element';
import StringContent from '@theme/CodeBlock/Content/String';
import type {Props} from '@theme/CodeBlock';

/** Text-only children joined into one string, which the copy button can copy. */
function asText(children: ReactNode): ReactNode {
  if (React.Children.toArray(children).some((child) => isValidElement(child))) return children;
  return Array.isArray(children) ? children.join('') : children;
}

export default function CodeBlock(props: Props): ReactNode {
  if ((props as Props & {live?: boolean}).live) return <ThemeCodeBlock {...props} />;
  const {children, ...rest} = props;
  const content = asText(children);
  return typeof content === 'string' ? (
    <StringContent {...rest}>{content}</StringContent>
  ) : (
    <ElementContent {...rest}>{content}</ElementContent>
  );
}
