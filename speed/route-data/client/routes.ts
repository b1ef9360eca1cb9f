// The browser's @generated/routes: the state lives in routeTree.ts, since a replaced
// module may be bundled more than once and every copy must hand out the same array.
export {routes as default} from './routeTree';
