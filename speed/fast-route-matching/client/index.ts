// What Docusaurus's client imports from 'react-router-config', served from here.
export {renderRoutes} from './renderRoutes';
export {matchRoutes} from './matchRoutes';
