// The browser's @generated/routes in production builds: speed/route-data
// swaps this module in for .docusaurus/routes.js. The tree and its state live
// in routeTree.ts, which everything else imports directly: the replaced
// module may be bundled more than once (it keeps the loaders of the file it
// replaces), and every copy must hand out the same array.
export {routes as default} from './routeTree';
