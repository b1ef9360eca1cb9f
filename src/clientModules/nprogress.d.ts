// nprogress 0.2.0 ships no types; src/clientModules/endThemeProgressBar.ts uses this much of it.
declare module 'nprogress' {
  const nprogress: {done(force?: boolean): unknown};
  export default nprogress;
}
