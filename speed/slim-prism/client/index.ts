// What the theme imports from 'prism-react-renderer', served from here instead
// (speed/slim-prism): the same two names, with a Prism that carries only the
// grammars this site uses.
export {default as Highlight} from './Highlight';
export {default as Prism} from './prism';
