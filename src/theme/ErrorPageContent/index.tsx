// The crash screen ends the route progress bar: a page that crashed never reports that it showed.
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
