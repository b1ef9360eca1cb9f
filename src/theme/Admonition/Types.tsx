// Ejected (safe): only `info` (the theme's fallback) and `caution` (src/theme/README.md).
import AdmonitionTypeInfo from '@theme/Admonition/Type/Info';
import AdmonitionTypeCaution from '@theme/Admonition/Type/Caution';

export const admonitionTypes = {
  info: AdmonitionTypeInfo,
  caution: AdmonitionTypeCaution,
};

export default admonitionTypes;
