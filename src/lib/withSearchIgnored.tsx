// Keeps a theme component's text out of the search index.
import React, {type ComponentType, type ReactNode} from 'react';

/** Wraps a theme component so the search index leaves its text out. */
export function withSearchIgnored<P extends object>(
  Original: ComponentType<P>,
): (props: P) => ReactNode {
  return function SearchIgnored(props: P): ReactNode {
    return (
      <div data-pagefind-ignore>
        <Original {...props} />
      </div>
    );
  };
}
