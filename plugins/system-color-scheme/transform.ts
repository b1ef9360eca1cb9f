// Writes a twin of every dark-mode CSS rule that applies when no script ran and the system prefers
// dark.
import type {AtRule, PluginCreator, Rule} from 'postcss';

type Scheme = 'dark' | 'light';

// `[data-theme=dark]`, `[data-theme='dark']` or `[data-theme="dark"]`, and the same for light.
const themeAttribute = /\[data-theme=(['"]?)(dark|light)\1\]/g;

/**
 * "No script ran" (src/theme/README.md), spelled one way everywhere. The negation sits in :where(),
 * so the whole counts as one class, as `[data-theme=dark]` does: a twin keeps its original's
 * specificity.
 */
export const withoutScript = ':root:where(:not([data-theme]))';

export function schemeOf(selector: string): Scheme | undefined {
  const schemes = new Set([...selector.matchAll(themeAttribute)].map((m) => m[2] as Scheme));
  return schemes.size === 1 ? [...schemes][0] : undefined;
}

export const withoutScriptSelector = (selector: string): string =>
  selector.replace(themeAttribute, withoutScript);

/**
 * Without JavaScript nothing sets data-theme, so no `[data-theme=dark]` rule would apply: each gets
 * a twin for a page without the attribute under `@media (prefers-color-scheme: …)`, right after it,
 * so the cascade order stays.
 */
export const systemColorScheme: PluginCreator<void> = () => ({
  postcssPlugin: 'system-color-scheme',
  Once(root, {atRule}) {
    const rules: Rule[] = [];
    root.walkRules((rule) => {
      if ((rule.parent as AtRule | undefined)?.name?.endsWith('keyframes')) return;
      if (rule.selector.includes('data-theme=')) rules.push(rule);
    });
    for (const rule of rules) {
      let after: Rule | AtRule = rule;
      for (const scheme of ['dark', 'light'] as const) {
        const selectors = rule.selectors.filter((s) => schemeOf(s) === scheme);
        if (selectors.length === 0) continue;
        const media = atRule({name: 'media', params: `(prefers-color-scheme: ${scheme})`});
        media.append(rule.clone({selectors: selectors.map(withoutScriptSelector)}));
        after.after(media);
        after = media;
      }
    }
  },
});
systemColorScheme.postcss = true;
