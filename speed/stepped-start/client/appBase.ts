// The first part of the app's modules, run a task ahead of the rest by the
// client entry: the head manager, the router, and the site's config and
// global data. Exported so that the build keeps them.
import {HelmetProvider} from 'react-helmet-async';
import {BrowserRouter} from 'react-router-dom';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

export const appBase = [HelmetProvider, BrowserRouter, useDocusaurusContext];
