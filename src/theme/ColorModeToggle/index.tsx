// The first click shows the other colour mode (src/lib/colorModeCycle.ts); the class lets
// navbar.css hide it without JS. The page takes the new mode from the attributes the theme sets on
// <html> at once; React's part (the button's label, every code block) renders in a transition, in
// slices after that paint instead of before it.
import React, {startTransition, type ReactNode} from 'react';
import clsx from 'clsx';
import ColorModeToggle from '@theme-original/ColorModeToggle';
import type ColorModeToggleType from '@theme/ColorModeToggle';
import type {WrapperProps} from '@docusaurus/types';
import {nextColorModeChoice, type ColorModeChoice} from '@site/src/lib/colorModeCycle';

type Props = WrapperProps<typeof ColorModeToggleType>;

function systemColorMode(): 'light' | 'dark' {
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

/** The choice the page shows: the `value` prop lags behind it until the transition has rendered. */
function shownChoice(): ColorModeChoice {
  const choice = document.documentElement.getAttribute('data-theme-choice');
  return choice === 'light' || choice === 'dark' ? choice : null;
}

export default function ColorModeToggleWrapper(props: Props): ReactNode {
  const className = clsx(props.className, 'site-color-mode-toggle');
  // The theme's toggle passes the next value of its own cycle; ours replaces it.
  const next = (value: Props['value']) =>
    props.respectPrefersColorScheme ? nextColorModeChoice(shownChoice(), systemColorMode()) : value;
  const onChange = (value: Props['value']) => {
    // No transitions while every element takes the other mode's colours (src/css/custom.css): each
    // would start one, and their first frames came before the switch's own paint.
    const root = document.documentElement;
    root.setAttribute('data-color-switch', '');
    startTransition(() => props.onChange(next(value)));
    requestAnimationFrame(() =>
      requestAnimationFrame(() => root.removeAttribute('data-color-switch')),
    );
  };
  return <ColorModeToggle {...props} className={className} onChange={onChange} />;
}
