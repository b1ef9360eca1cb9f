// The home page's illustration.
import React, {type ReactNode} from 'react';
// Inlined through SVGR so its outlines take the text colour of either mode.
import HeroSvg from '@site/static/img/hero-pods.svg';

/** The home page illustration; decorative, so hidden from assistive technology. */
export default function HeroArt(): ReactNode {
  return (
    <HeroSvg
      aria-hidden="true"
      role="presentation"
      className="h-auto w-full max-w-md"
      width={480}
      height={360}
    />
  );
}
