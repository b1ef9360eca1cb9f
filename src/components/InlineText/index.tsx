// Page copy from src/data with its `backticks` shown as code.
import React, {Fragment, type ReactNode} from 'react';

/**
 * Renders page copy from src/data, where `backticks` mark commands and flags,
 * so the data stays plain strings and the page still shows them as code.
 */
export default function InlineText({children}: {children: string}): ReactNode {
  return children
    .split(/(`[^`]+`)/)
    .map((part, i) =>
      part.startsWith('`') && part.endsWith('`') && part.length > 2 ? (
        <code key={i}>{part.slice(1, -1)}</code>
      ) : (
        <Fragment key={i}>{part}</Fragment>
      ),
    );
}
