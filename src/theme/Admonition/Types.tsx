// Ejected (Docusaurus marks it safe to eject: it is the map of admonition
// types). The theme's map imports eleven types and their icons into the
// script every doc and post loads, and our content uses none: this keeps
// `info`, the theme's fallback for a type it does not know, and `caution`,
// the unlisted and draft banners' type. config/admonitions.test.ts holds the
// content to these two.
import AdmonitionTypeInfo from '@theme/Admonition/Type/Info';
import AdmonitionTypeCaution from '@theme/Admonition/Type/Caution';

export const admonitionTypes = {
  info: AdmonitionTypeInfo,
  caution: AdmonitionTypeCaution,
};

export default admonitionTypes;
