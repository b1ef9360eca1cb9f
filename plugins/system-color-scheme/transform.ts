import type {AtRule, PluginCreator, Rule} from 'postcss';

type Scheme = 'dark' | 'light';

// `[data-theme=dark]`, `[data-theme='dark']` or `[data-theme="dark"]`, and the same for light.
const themeAttribute = /\[data-theme=(['"]?)(dark|light)\1\]/g;

/**
 * "No script ran": the one spelling of it, in this plugin's twins and in every
 * hand-written rule for a page without JavaScript (src/theme/README.md says why
 * it means that). The negation sits in :where(), so the whole counts as one
 * class, as the `[data-theme=dark]` it stands in for does: a twin keeps its
 * original's specificity and loses to the same rules the original loses to.
 */
export const withoutScript = ':root:where(:not([data-theme]))';

/** The colour mode a selector is written for, or undefined when it names none (or both). */
export function schemeOf(selector: string): Scheme | undefined {
  const schemes = new Set([...selector.matchAll(themeAttribute)].map((m) => m[2] as Scheme));
  return schemes.size === 1 ? [...schemes][0] : undefined;
}

/** The selector for a page without JavaScript whose system prefers that mode. */
export const withoutScriptSelector = (selector: string): string => selector.replace(themeAttribute, withoutScript);

/**
 * Without JavaScript, nothing sets data-theme, so every rule written for
 * `[data-theme=dark]` (Infima's dark palette, the theme's, ours, Tailwind's
 * `dark:` variant) would never apply and a dark-preferring system would get
 * the light site. This gives each such rule a twin for a page without the
 * attribute, under `@media (prefers-color-scheme: …)`, placed right after it
 * so the cascade order stays as written. With JavaScript the twins never
 * match.
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
