// What the theme imports from 'prism-react-renderer', with a Prism of our grammars only.
export {default as Highlight} from './Highlight';
export {default as Prism} from './prism';
