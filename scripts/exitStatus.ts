// The exit status an execFile callback's error stands for, for the tests that run a command and
// read its status and output together.
import type {ExecFileException} from 'node:child_process';

/**
 * 0 without an error; the command's own status; 1 when it had none (it was killed, or never ran).
 */
export function exitStatus(error: ExecFileException | null) {
  if (!error) return 0;
  return typeof error.code === 'number' ? error.code : 1;
}
