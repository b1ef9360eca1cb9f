// Wrapper: the switch's first click shows the other colour mode (see
// src/lib/colorModeCycle.ts); the button itself stays the theme's.
import React, {type ReactNode} from 'react';
import ColorModeToggle from '@theme-original/ColorModeToggle';
import type ColorModeToggleType from '@theme/ColorModeToggle';
import type {WrapperProps} from '@docusaurus/types';
import {nextColorModeChoice} from '@site/src/lib/colorModeCycle';

type Props = WrapperProps<typeof ColorModeToggleType>;

function systemColorMode(): 'light' | 'dark' {
  return window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
}

export default function ColorModeToggleWrapper(props: Props): ReactNode {
  if (!props.respectPrefersColorScheme) return <ColorModeToggle {...props} />;
  // The theme's toggle passes the next value of its own cycle; ours replaces it.
  const onChange = () => props.onChange(nextColorModeChoice(props.value, systemColorMode()));
  return <ColorModeToggle {...props} onChange={onChange} />;
}
