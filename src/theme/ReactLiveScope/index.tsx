// Adds our components to what the live code blocks' code can use, beside
// React and its hooks, so that code stays about the form, not the clipboard.
import ReactLiveScope from '@theme-original/ReactLiveScope';
import CopyableCommand from '@site/src/components/CopyableCommand';

export default {
  ...ReactLiveScope,
  CopyableCommand,
};
