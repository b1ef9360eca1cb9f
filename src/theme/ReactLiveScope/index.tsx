// Adds our components to the live code's scope, beside React and its hooks, so the code a reader
// edits stays about the form, not the clipboard.
import ReactLiveScope from '@theme-original/ReactLiveScope';
import CopyableCommand from '@site/src/components/CopyableCommand';

export default {
  ...ReactLiveScope,
  CopyableCommand,
};
