// npm run serve:nginx [-- <build dir>]: the built site behind deploy/nginx.conf, until Ctrl-C.
import {startNginx} from './harness';

const root = process.argv[2] ?? 'build';
startNginx(root).then((nginx) => {
  console.log(`Serving ${root} with deploy/nginx.conf at ${nginx.url}`);
  const stop = () => nginx.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}, (err) => {
  console.error(err.message);
  process.exit(1);
});
