import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { deployDir } from './paths.ts';

/** Debian's package `libnginx-mod-http-brotli-static`: serving the build's .br twins. */
export const BROTLI_STATIC_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';

export type NginxSite = {
  /** What nginx listens on: a port, or address:port. */
  listen: string;
  /** The API processes, host:port each. */
  upstreams: string[];
  /** The web build nginx serves itself (apps/web/dist). */
  distDir: string;
  /** nginx's pid, log and temporary files. */
  runDir: string;
};

/** deploy/nginx.conf.template filled in for this machine. */
export function nginxConfig(site: NginxSite): string {
  const template = readFileSync(path.join(deployDir, 'nginx.conf.template'), 'utf8');
  const brotli = existsSync(BROTLI_STATIC_MODULE);
  const values: Record<string, string> = {
    LOAD_MODULES: brotli ? `load_module ${BROTLI_STATIC_MODULE};` : '',
    RUN_DIR: site.runDir,
    // A killed process refuses connections at once and the request goes to the other
    // (proxy_next_upstream); never marked failed, a process is used again the moment it is
    // back, and two kills in a row never leave nginx with «no live upstreams».
    UPSTREAM_SERVERS: site.upstreams.map((at) => `        server ${at} max_fails=0;`).join('\n'),
    LISTEN: site.listen,
    DIST_DIR: site.distDir,
    BROTLI_STATIC: brotli ? '        brotli_static on;' : '',
  };
  return template.replace(/\{\{(\w+)\}\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined) throw new Error(`nginx.conf.template: неизвестное поле ${key}`);
    return value;
  });
}
