// The one call of unzip-stream (no types of its own) that publish.test.ts makes: extracting a zip
// as actions/download-artifact does.
declare module 'unzip-stream' {
  import type {Writable} from 'node:stream';

  const unzip: {Extract(options: {path: string}): Writable};
  export default unzip;
}
