// Markdown tables scroll sideways inside a box of their own rather than crushing
// their words into one-per-line columns on a phone. A box that scrolls is a
// named region in the tab order, so a keyboard can scroll it too (axe's
// scrollable-region-focusable); one that fits is a plain box, not a tab stop.
// Its name and its layout come with the table, written at build time
// (rehypeTables.ts); a page that renders a table itself passes them the same way.
import React, {useEffect, useRef, useState, type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

type Props = ComponentProps<'table'> & {'data-heading'?: string; 'data-layout'?: 'stacked'};

// Without a heading above the table, its region has this name.
const defaultName = 'Table';

export default function ScrollingTable({'data-heading': heading, 'data-layout': layout, ...props}: Props): ReactNode {
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

  const reachable = scrolls ? {role: 'region', tabIndex: 0, 'aria-label': heading ?? defaultName} : {};
  return (
    <div ref={box} className={clsx(styles.scroller, layout === 'stacked' && styles.stacked)} {...reachable}>
      <table {...props} />
    </div>
  );
}
