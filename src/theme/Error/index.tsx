// Wrapper: the app-wide crash screen (a page that crashed outside its layout)
// ends the route progress bar, as src/theme/ErrorPageContent does for a crash
// inside the layout.
import React, {useEffect, type ReactNode} from 'react';
import Error from '@theme-original/Error';
import type ErrorType from '@theme/Error';
import type {WrapperProps} from '@docusaurus/types';
import {finishRouteProgress} from '@site/src/lib/routeProgressEvents';

type Props = WrapperProps<typeof ErrorType>;

export default function ErrorWrapper(props: Props): ReactNode {
  useEffect(() => finishRouteProgress(), []);
  return <Error {...props} />;
}
