import path from 'node:path';
import type {LoadContext, Plugin} from '@docusaurus/types';
import {checkPins} from './pins';

/**
 * Checks the pins before a production build does any work (Docusaurus sets NODE_ENV before it loads
 * the plugins). SITE_SPEED_PINS=off skips it for `npm run drill:next`, which tests the pieces' own guards.
 */
export function pinsPlugin(pieces: ReadonlySet<string>): (context: LoadContext) => Plugin {
  return (context) => {
    if (process.env.NODE_ENV === 'production' && process.env.SITE_SPEED_PINS !== 'off') checkPins(path.join(context.siteDir, 'node_modules'), pieces);
    return {name: 'speed-pins'};
  };
}
