/** Copy around the live playground on /get-started (src/theme/LiveCodeBlock, src/theme/Playground/Editor). */
export const playgroundCopy = {
  codeSummary: 'Edit the code behind this form',
  noScript: 'The form needs JavaScript. Its code is below, to read or to copy.',
};
