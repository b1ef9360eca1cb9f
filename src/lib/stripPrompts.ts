/**
 * What the copy button of a code block puts on the clipboard.
 * A block that shows a shell session ("$ podman ps" followed by its output)
 * copies only the commands, without their "$ " prompts; a block without
 * prompts is copied as it is. Continuation lines of a command (after a
 * trailing backslash) are kept with it.
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
