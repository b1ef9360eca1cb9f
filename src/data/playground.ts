/**
 * Copy around the live playground on /get-started (src/theme/LiveCodeBlock,
 * src/theme/Playground/Editor).
 */
export const playgroundCopy = {
  codeSummary: 'Edit the code behind this form',
  noScript: 'The form needs JavaScript. Its code is below, to read or to copy.',
  /** The live editor's accessible name. */
  editorName: 'Code of the form (JSX)',
  /** How Tab behaves in the editor, shown above it and read with it. */
  keys: 'Tab moves on to the next control. To indent, press Enter first; Esc stops indenting.',
  /**
   * Said by a screen reader when the edited code stops compiling and its error takes the form's
   * place.
   */
  codeError: 'The code has an error, so the form is not shown. The error is where the form was.',
};
