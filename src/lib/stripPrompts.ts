/**
 * A shell session copies as its commands (with their continuation lines), without prompts or
 * output.
 */
export function stripPrompts(code: string): string {
  const lines = code.split('\n');
  if (!lines.some((line) => /^\s*\$ /.test(line))) return code;
  const commands: string[] = [];
  let continuing = false;
  for (const line of lines) {
    const prompt = /^\s*\$ (.*)$/.exec(line);
    if (prompt) {
      commands.push(prompt[1]!);
      continuing = prompt[1]!.trimEnd().endsWith('\\');
    } else if (continuing) {
      commands.push(line);
      continuing = line.trimEnd().endsWith('\\');
    }
  }
  return commands.join('\n');
}
