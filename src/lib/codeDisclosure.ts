// The open state of the playground's code disclosure, shared by the placeholder and the live
// editor.
import {createContext} from 'react';

/**
 * Whether the "Edit the code behind this form" disclosure is open. The placeholder's disclosure and
 * the live editor's share it: the editor's replaces the placeholder's once the playground has
 * loaded, and a visitor who opened the one finds the other open.
 */
export const CodeDisclosure = createContext<[open: boolean, setOpen: (open: boolean) => void]>([
  false,
  () => {},
]);
