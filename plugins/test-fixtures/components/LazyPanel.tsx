import React, {type ReactNode} from 'react';

export default function LazyPanel(): ReactNode {
  return <p data-testid="lazy-panel">The lazily loaded panel arrived.</p>;
}
