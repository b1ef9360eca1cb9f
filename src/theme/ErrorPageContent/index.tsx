// Wrapper: the crash screen ("This page crashed", Try again) ends the route
// progress bar. A page that crashes while it is being shown never tells the
// client modules that it showed, so the bar would creep on under the crash
// screen, and on after "Try again", until the next page change.
import React, {useEffect, type ReactNode} from 'react';
import ErrorPageContent from '@theme-original/ErrorPageContent';
import type ErrorPageContentType from '@theme/ErrorPageContent';
import type {WrapperProps} from '@docusaurus/types';
import {finishRouteProgress} from '@site/src/lib/routeProgressEvents';

type Props = WrapperProps<typeof ErrorPageContentType>;

export default function ErrorPageContentWrapper(props: Props): ReactNode {
  useEffect(() => finishRouteProgress(), []);
  return <ErrorPageContent {...props} />;
}
