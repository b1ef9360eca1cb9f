// Ejected from @docusaurus/theme-classic 3.10.2, which marks this file safe to
// eject: it is the map of admonition types (src/theme/README.md). The theme's
// map imports eleven types and their icons into the script every doc and post
// loads, and our content uses none: this keeps `info`, the theme's fallback
// for a type it does not know (theme-classic's Admonition/index), and
// `caution`, the unlisted and draft banners' type. config/admonitions.test.ts
// holds the content to these two and reads the keys of the map below by its
// name, so the map keeps this shape rather than upstream's typed map and
// aliases.
/**
 * Copyright (c) Facebook, Inc. and its affiliates.
 *
 * This source code is licensed under the MIT license found in the
 * LICENSE file in the root directory of this source tree.
 */

import AdmonitionTypeInfo from '@theme/Admonition/Type/Info';
import AdmonitionTypeCaution from '@theme/Admonition/Type/Caution';

export const admonitionTypes = {
  info: AdmonitionTypeInfo,
  caution: AdmonitionTypeCaution,
};

export default admonitionTypes;
