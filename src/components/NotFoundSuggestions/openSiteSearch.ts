// The site's search dialog takes no words from outside: it opens on "/" (src/theme/SearchBar), and
// its box is filled here as typing fills it, so that it searches for them at once.

/** How long the dialog's code may take to load on its first opening. */
const patience = 10_000;

export function openSiteSearch(words: string): void {
  window.dispatchEvent(new KeyboardEvent('keydown', {key: '/'}));
  const until = performance.now() + patience;
  const fill = () => {
    const box = document.querySelector<HTMLInputElement>('dialog[open] [role="combobox"]');
    if (!box) {
      if (performance.now() < until) requestAnimationFrame(fill);
      return;
    }
    // React reads what the input event reports only when the value was set past its own setter.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(box, words);
    box.dispatchEvent(new Event('input', {bubbles: true}));
  };
  fill();
}
