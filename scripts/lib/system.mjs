import { existsSync, readdirSync } from 'node:fs';
import net from 'node:net';
import { abort, note, step } from './log.mjs';
import { probe, run } from './run.mjs';

export const chromiumPath = '/usr/bin/chromium';
const isRoot = () => process.getuid?.() === 0;
const aptEnv = { DEBIAN_FRONTEND: 'noninteractive' };

const aptInstall = async (packages) => {
  let { code } = await run('apt-get', ['update', '-qq'], { env: aptEnv });
  if (code === 0) ({ code } = await run('apt-get', ['install', '-y', '-qq', ...packages], { env: aptEnv }));
  return code === 0;
};

/** The journeys run in Debian's Chromium; Playwright's own browser download is never used. */
export const ensureChromium = async () => {
  if (existsSync(chromiumPath)) return;
  if (!isRoot()) {
    abort(`Chromium is missing at ${chromiumPath}. Install it with: sudo apt-get install -y chromium`);
  }
  step('Installing Debian chromium (apt-get install chromium)');
  if (!(await aptInstall(['chromium'])) || !existsSync(chromiumPath)) {
    abort(
      `Could not install chromium. Install it yourself (apt-get install -y chromium) so ${chromiumPath} exists.`,
    );
  }
};

export const nginxPath = '/usr/sbin/nginx';

/** The scale test puts Debian's nginx-light in front of two API processes. */
export const ensureNginx = async () => {
  if (existsSync(nginxPath)) return;
  if (!isRoot())
    abort(`nginx is missing at ${nginxPath}. Install it with: sudo apt-get install -y nginx-light`);
  step('Installing Debian nginx-light (apt-get install nginx-light)');
  if (!(await aptInstall(['nginx-light'])) || !existsSync(nginxPath)) {
    abort(`Could not install nginx-light. Install it yourself (apt-get install -y nginx-light).`);
  }
};

const portAnswers = (host, port) =>
  new Promise((resolve) => {
    const socket = net.connect({ host, port });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(false));
  });

const waitForPort = async (host, port, timeoutMs) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await portAnswers(host, port)) return true;
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  return false;
};

const installedClusters = () => (existsSync('/etc/postgresql') ? readdirSync('/etc/postgresql').sort() : []);

const startCluster = async () => {
  const versions = installedClusters();
  const version = versions.at(-1);
  if (!version) return false;
  step(`Starting PostgreSQL ${version} (pg_ctlcluster ${version} main start)`);
  const { code } = await run('pg_ctlcluster', ['--skip-systemctl-redirect', version, 'main', 'start']);
  return code === 0;
};

/**
 * Makes sure a PostgreSQL server answers on the URL's host and port, and that the URL can log in.
 * Returns the URL to use: on a fresh Debian install TCP logins need a password, so the default URL
 * falls back to postgres:postgres after setting that password through the local socket.
 */
export const ensurePostgres = async (url, { isDefaultUrl }) => {
  const { hostname, port } = new URL(url);
  const portNumber = Number(port || 5432);
  const isLocal = ['127.0.0.1', 'localhost', '::1', '[::1]'].includes(hostname);
  if (!(await portAnswers(hostname, portNumber))) {
    if (!isLocal)
      abort(`PostgreSQL at ${hostname}:${portNumber} does not answer; start it or change PG_TEST_URL.`);
    if (installedClusters().length === 0) {
      if (!isRoot()) {
        abort(
          'PostgreSQL is not installed. Install it (sudo apt-get install -y postgresql) or set PG_TEST_URL.',
        );
      }
      step('Installing PostgreSQL (apt-get install postgresql)');
      if (!(await aptInstall(['postgresql'])))
        abort('Could not install postgresql with apt-get; install it yourself.');
    }
    if (!isRoot()) {
      abort(
        `PostgreSQL is installed but not running. Start it: sudo pg_ctlcluster --skip-systemctl-redirect ${installedClusters().at(-1)} main start`,
      );
    }
    if (!(await startCluster()) || !(await waitForPort(hostname, portNumber, 30_000))) {
      abort('PostgreSQL did not start; see /var/log/postgresql/ for the reason.');
    }
  }
  if (await canLogIn(url)) return url;
  if (isDefaultUrl && isRoot()) {
    const withPassword = 'postgres://postgres:postgres@127.0.0.1:5432/postgres';
    note('the passwordless login was refused; setting the postgres password for local tests');
    await run('su', ['postgres', '-c', `psql -qc "ALTER USER postgres PASSWORD 'postgres'"`]);
    if (await canLogIn(withPassword)) return withPassword;
  }
  abort(
    `Cannot log in to PostgreSQL with ${url.replace(/:[^:@/]+@/, ':***@')}; set PG_TEST_URL to a working URL.`,
  );
};

const canLogIn = async (url) => {
  // psql comes with the server package; without it, trust the URL and let the tests report.
  if (!existsSync('/usr/bin/psql')) return true;
  return probe('psql', [url, '-qtAc', 'select 1']);
};
