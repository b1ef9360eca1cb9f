// Adds our components to the live code's scope.
import ReactLiveScope from '@theme-original/ReactLiveScope';
import CopyableCommand from '@site/src/components/CopyableCommand';

export default {
  ...ReactLiveScope,
  CopyableCommand,
};
