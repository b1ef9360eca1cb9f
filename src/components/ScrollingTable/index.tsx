// Markdown tables scroll sideways inside a box of their own rather than crushing
// their words into one-per-line columns on a phone. A box that scrolls is a
// named region in the tab order, so a keyboard can scroll it too (axe's
// scrollable-region-focusable); one that fits is a plain box, not a tab stop.
import React, {useEffect, useRef, useState, type ComponentProps, type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';
import {columnLabels, withColumnLabels} from './columnLabels';

// Before any measurement (on the server, without JavaScript) the box is
// reachable, under this name; the heading's name replaces it in the browser.
const defaultName = 'Table';

/** The text of the nearest heading above `el` in the page's markdown, without the theme's "#" link. */
function headingAbove(el: HTMLElement): string | null {
  const headings = 'h1, h2, h3, h4, h5, h6';
  for (let node: Element | null = el; node && !node.classList.contains('markdown'); node = node.parentElement) {
    for (let before = node.previousElementSibling; before; before = before.previousElementSibling) {
      // A doc's h1 sits inside a <header>, so a sibling may hold the heading.
      const heading = before.matches(headings) ? before : [...before.querySelectorAll(headings)].at(-1);
      // The "#" link holds only a zero-width space.
      const text = heading?.textContent?.replace(/\u200b/g, '').trim();
      if (text) return text;
    }
  }
  return null;
}

// From this many columns a phone gets one block per row instead of a scroll.
const stackFrom = 3;

export default function ScrollingTable({children, ...props}: ComponentProps<'table'>): ReactNode {
  const labels = columnLabels(children);
  const stacked = labels.length >= stackFrom;
  const box = useRef<HTMLDivElement>(null);
  const [scrolls, setScrolls] = useState(true);
  const [name, setName] = useState(defaultName);

  useEffect(() => {
    const el = box.current!;
    setName(headingAbove(el) ?? defaultName);
    // The table's width changes with the screen and with late fonts; measure on both.
    const observer = new ResizeObserver(() => setScrolls(el.scrollWidth > el.clientWidth + 1));
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    return () => observer.disconnect();
  }, []);

  const reachable = scrolls ? {role: 'region', tabIndex: 0, 'aria-label': name} : {};
  return (
    <div ref={box} className={clsx(styles.scroller, stacked && styles.stacked)} {...reachable}>
      <table {...props}>{stacked ? withColumnLabels(children, labels) : children}</table>
    </div>
  );
}
