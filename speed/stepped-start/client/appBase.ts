// The app's first modules, run a task ahead of the rest; exported so that the build keeps them.
import {HelmetProvider} from 'react-helmet-async';
import {BrowserRouter} from 'react-router-dom';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';

export const appBase = [HelmetProvider, BrowserRouter, useDocusaurusContext];
