import readline from 'node:readline/promises';
import type {Readable, Writable} from 'node:stream';

export const questionPrompt = 'The question this post answers, as a reader would type it (optional, Enter to skip): ';

/** Asks the writer for the question the post answers; an empty line, or the end of the input, is none. */
export async function askQuestion(input: Readable, output: Writable): Promise<string | undefined> {
  const rl = readline.createInterface({input, output, terminal: false});
  try {
    output.write(questionPrompt);
    const lines = rl[Symbol.asyncIterator]();
    const {value, done} = await lines.next();
    const answer = done ? '' : String(value).trim();
    return answer || undefined;
  } finally {
    rl.close();
  }
}
