// Renders the content without the theme's remount after hydration; live blocks go through the theme (src/theme/README.md).
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
