/**
 * Mistakes that break a shell command when a reader copies it: a variable set in front of sudo
 * (sudo starts the command with a clean environment, so it never arrives), a flag whose "--" became
 * an en or em dash, and quotes turned typographic. Only fenced shell blocks are read; prose may use
 * dashes and curly quotes as it likes.
 */
export type CommandMistake = {file: string; line: number; command: string; problem: string};

const shellFence = /^(`{3,}|~{3,})\s*(bash|sh|shell|console|zsh)?\s*$/;

const checks: {pattern: RegExp; problem: string}[] = [
  {
    pattern: /^\s*(?:\$\s+)?(?:[A-Za-z_][A-Za-z0-9_]*=\S*\s+)+sudo\b/,
    problem:
      'a variable set before sudo does not reach the command; put it after (sudo make install PREFIX=/usr)',
  },
  {pattern: /(^|\s)[–—]\S/, problem: 'an en or em dash where a flag needs - or --'},
  {pattern: /[“”‘’]/, problem: 'a typographic quote where the shell needs a straight one'},
];

export function findCommandMistakes(file: string, markdown: string): CommandMistake[] {
  const mistakes: CommandMistake[] = [];
  let fence: string | null = null;
  let shell = false;
  markdown.split('\n').forEach((text, index) => {
    const trimmed = text.trim();
    if (fence === null) {
      const opening = shellFence.exec(trimmed) ?? /^(`{3,}|~{3,})/.exec(trimmed);
      if (opening) {
        fence = opening[1] ?? '```';
        // An unlabelled fence counts as shell: most of the site's are.
        shell = shellFence.test(trimmed);
      }
      return;
    }
    if (trimmed.startsWith(fence)) {
      fence = null;
      return;
    }
    if (!shell) return;
    for (const {pattern, problem} of checks) {
      if (pattern.test(text)) mistakes.push({file, line: index + 1, command: trimmed, problem});
    }
  });
  return mistakes;
}
