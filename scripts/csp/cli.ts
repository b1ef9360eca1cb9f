// Usage: tsx scripts/csp/cli.ts <build dir> [out file]   (default out: stdout)
import fs from 'node:fs';
import {cspConf, inlineScriptHashes} from './hashes';

const [dir = 'build', out] = process.argv.slice(2);
if (!fs.existsSync(dir)) {
  console.error(`csp: no build at ${dir}; run npm run build first`);
  process.exit(1);
}
const conf = cspConf(inlineScriptHashes(dir));
if (out) fs.writeFileSync(out, conf);
else process.stdout.write(conf);
