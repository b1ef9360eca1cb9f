// tslib's __importDefault, the only tslib helper @docusaurus/utils-common's
// browser code calls: a CommonJS module's exports seen as an ES module's.
export function __importDefault<T>(mod: T): T | {default: T} {
  return (mod as {__esModule?: boolean} | null)?.__esModule ? mod : {default: mod};
}
