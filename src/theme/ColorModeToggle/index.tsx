// The first click shows the other colour mode (src/lib/colorModeCycle.ts); the class lets navbar.css hide it without JS.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import ColorModeToggle from '@theme-original/ColorModeToggle';
import type ColorModeToggleType from '@theme/ColorModeToggle';
import type {WrapperProps} from '@docusaurus/types';
import {nextColorModeChoice} from '@site/src/lib/colorModeCycle';

type Props = WrapperProps<typeof ColorModeToggleType>;

function systemColorMode(): 'light' | 'dark' {
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export default function ColorModeToggleWrapper(props: Props): ReactNode {
  const className = clsx(props.className, 'site-color-mode-toggle');
  if (!props.respectPrefersColorScheme) return <ColorModeToggle {...props} className={className} />;
  // The theme's toggle passes the next value of its own cycle; ours replaces it.
  const onChange = () => props.onChange(nextColorModeChoice(props.value, systemColorMode()));
  return <ColorModeToggle {...props} className={className} onChange={onChange} />;
}
