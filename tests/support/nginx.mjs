import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startServer } from '../../tests/support/processes.mjs';

export function ensureNginx() {
  if (existsSync('/usr/sbin/nginx')) return;
  execFileSync('apt-get', ['update'], { stdio: 'ignore' });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'nginx-light'], {
    stdio: 'ignore',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

/** deploy/nginx.conf's `${NAME}` placeholders filled from `values` (others stay), as envsubst would. */
export function fill(template, values) {
  return template.replace(/\$\{([A-Z][A-Z0-9_]*)\}/g, (match, name) => values[name] ?? match);
}

/** The installed nginx's version, e.g. [1, 22, 1]. */
function nginxVersion() {
  const banner = execFileSync('/usr/sbin/nginx', ['-v'], { encoding: 'utf8', stdio: 'pipe' });
  return (banner.match(/nginx\/(\d+)\.(\d+)\.(\d+)/) ?? []).slice(1).map(Number);
}

/**
 * deploy/nginx.conf for the nginx installed here: before 1.25.1 (Debian 12 ships 1.22) there is
 * no `http2 on;`, and HTTP/2 is a parameter of the TLS listen line instead.
 */
export function forInstalledNginx(config) {
  const [major = 0, minor = 0, patch = 0] = nginxVersion();
  if (major > 1 || minor > 25 || (minor === 25 && patch >= 1)) return config;
  return config.replace(/^\s*http2 on;\n/gm, '').replace(/^(\s*listen \S+ ssl);$/gm, '$1 http2;');
}

async function startNginx(
  name,
  config,
  port,
  { dir = resolve('.bench', name), host = '127.0.0.1' } = {},
) {
  for (const sub of ['body', 'proxy-temp', 'fastcgi', 'uwsgi', 'scgi', 'pages'])
    mkdirSync(join(dir, sub), { recursive: true });
  const file = join(dir, 'nginx.conf');
  writeFileSync(file, fill(config, { CACHE_DIR: dir, LISTEN_PORT: String(port) }));
  return startServer('/usr/sbin/nginx', ['-c', file, '-g', 'daemon off;'], {
    readyUrl: `http://${host}:${port}/`,
  });
}

/**
 * The documented production front (deploy/nginx.conf) in front of `npm start` (both upstream slots
 * on the one instance). Its TLS server answers plain HTTP on `port` here: the load test compares
 * caching and proxying with nginx serving files, not TLS handshakes. `httpPort` takes the redirect
 * server. `serverName` is the only host it answers (SERVER_NAME); `dir` holds its configuration,
 * page cache and temporary files (.bench/nginx-front by default).
 */
export function startNginxFront(
  port,
  upstreamPort,
  httpPort,
  { serverName = '127.0.0.1', dir } = {},
) {
  const withoutTls = readFileSync('deploy/nginx.conf', 'utf8')
    .replace(/^(\s*listen \S+) ssl( default_server)?;$/gm, '$1$2;')
    .replace(/^\s*(?:ssl_|http2 on).*\n/gm, '')
    .replace('access_log /dev/stdout;', 'access_log off;');
  const config = fill(withoutTls, {
    LISTEN_PORT: String(httpPort),
    TLS_PORT: String(port),
    SERVER_NAME: serverName,
    DNS_RESOLVER: '127.0.0.1',
    ACME_ROOT: resolve('.bench/acme'),
    NEXT_UPSTREAM: `127.0.0.1:${upstreamPort}`,
    NEXT_UPSTREAM_2: `127.0.0.1:${upstreamPort}`,
    NEXT_STATIC_DIR: resolve('.next/static'),
  });
  return startNginx('nginx-front', config, port, { dir, host: serverName });
}

/** nginx serving the pre-rendered HTML files as plain files: the ceiling for a page request. */
export function startNginxPlain(port) {
  const config = `worker_processes auto;
pid \${CACHE_DIR}/nginx.pid;
error_log \${CACHE_DIR}/error.log warn;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  access_log off;
  sendfile on;
  client_body_temp_path \${CACHE_DIR}/body;
  proxy_temp_path \${CACHE_DIR}/proxy-temp;
  fastcgi_temp_path \${CACHE_DIR}/fastcgi;
  uwsgi_temp_path \${CACHE_DIR}/uwsgi;
  scgi_temp_path \${CACHE_DIR}/scgi;
  gzip on;
  gzip_comp_level 5;
  gzip_types text/css application/javascript;
  server {
    listen \${LISTEN_PORT};
    root ${resolve('.next/server/app')};
    location = / { try_files /index.html =404; }
    location / { try_files $uri.html $uri =404; default_type text/html; }
  }
}
`;
  return startNginx('nginx-plain', config, port);
}
