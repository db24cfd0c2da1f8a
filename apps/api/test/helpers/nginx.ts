import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { API_ROOT } from '../../src/config/paths.js';

// deploy/nginx.conf, rendered for a test: its own folder, port and API processes around the production site's
// proxy rules (deploy/nginx/portal-proxy.conf).

export const NGINX = '/usr/sbin/nginx';
const DEPLOY = path.resolve(API_ROOT, '../../deploy');

/** Writes `<prefix>/nginx.conf` and answers its path; run it with `nginx -p <prefix> -c <path>`. */
export function renderNginxConf(prefix: string, options: { listen: string; upstreams: string[] }): string {
  mkdirSync(path.join(prefix, 'body'), { recursive: true });
  const conf = readFileSync(path.join(DEPLOY, 'nginx.conf'), 'utf8')
    .replaceAll('__PREFIX__', prefix)
    .replaceAll('__LISTEN__', options.listen)
    .replaceAll('__PROXY_CONF__', path.join(DEPLOY, 'nginx/portal-proxy.conf'))
    .replaceAll(
      '__UPSTREAMS__',
      // As the production site: never marked down, a refused connect goes to the next process.
      options.upstreams.map((upstream) => `server ${upstream} max_fails=0;`).join(' '),
    );
  const file = path.join(prefix, 'nginx.conf');
  writeFileSync(file, conf);
  return file;
}
