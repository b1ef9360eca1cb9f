// What Docusaurus's client imports from 'react-router-config', served from
// here (plugins/fast-route-matching): its renderRoutes, and a matchRoutes
// that skips building regular expressions for plain route paths.
export {renderRoutes} from 'react-router-config';
export {matchRoutes} from './matchRoutes';
