// The app-wide crash screen ends the route progress bar, as ErrorPageContent does inside the
// layout.
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
