// What Docusaurus's client imports from 'react-router-config', served from
// here (speed/fast-route-matching): a renderRoutes and a matchRoutes that
// skip building regular expressions for plain route paths.
export {renderRoutes} from './renderRoutes';
export {matchRoutes} from './matchRoutes';
