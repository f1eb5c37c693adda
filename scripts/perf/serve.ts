/**
 * npm run perf:serve -- DIR [PORT]: serves a folder of static files on 127.0.0.1 as our own build is
 * served for measuring (stored files, brotli or gzip as the browser asks), so another site compared with
 * npm run perf:compare is served on equal terms. Stops with Ctrl+C.
 */
import { resolve } from 'node:path';
import { serveStatic } from '../../tools/localServers/staticServer';

const [dir, port = '4400'] = process.argv.slice(2);
if (!dir) {
  console.error('usage: npm run perf:serve -- DIR [PORT]');
  process.exit(1);
}
const server = await serveStatic(resolve(dir), { port: Number(port) });
console.log(`${resolve(dir)} at ${server.url}/`);
