// A box that scrolls is a named region in the tab order (axe's scrollable-region-focusable); one
// that fits is not a tab stop. Name and layout come written at build time (rehypeTables.ts).
import React, {useEffect, useRef, useState, type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

type Props = ComponentProps<'table'> & {'data-heading'?: string; 'data-layout'?: 'stacked'};

const defaultName = 'Table';

export default function ScrollingTable({
  'data-heading': heading,
  'data-layout': layout,
  ...props
}: Props): ReactNode {
  const box = useRef<HTMLDivElement>(null);
  // Before any measurement (on the server, without JavaScript) the box is reachable.
  const [scrolls, setScrolls] = useState(true);

  useEffect(() => {
    const el = box.current!;
    // The table's width changes with the screen and with late fonts; measure on both.
    const observer = new ResizeObserver(() => setScrolls(el.scrollWidth > el.clientWidth + 1));
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, []);

  const reachable = scrolls
    ? {role: 'region', tabIndex: 0, 'aria-label': heading ?? defaultName}
    : {};
  return (
    <div
      ref={box}
      className={clsx(styles.scroller, layout === 'stacked' && styles.stacked)}
      {...reachable}>
      <table {...props} />
    </div>
  );
}
