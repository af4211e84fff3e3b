import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './server';

/** Debian's nginx, which CI installs (.ci/run). */
export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';

export interface NginxOptions {
  /** Lines for the server block that only a test wants. */
  extra?: string;
  /** Connections per worker: each open stream takes two (the browser's and the upstream's). */
  workerConnections?: number;
}

/** The nginx configuration of "Scaling out" in docs/operations.md, on a loopback port and a temporary prefix. */
export function nginxConfig(
  port: number,
  upstreams: string[],
  dir: string,
  { extra = '', workerConnections = 1024 }: NginxOptions = {},
): string {
  return `pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections ${workerConnections}; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream course {
    ${upstreams.map((u) => `server ${u};`).join('\n    ')}
  }
  server {
    listen 127.0.0.1:${port};
    proxy_http_version 1.1;
    proxy_set_header Host $http_host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;${extra ? `\n    ${extra}` : ''}
    location / {
      proxy_pass http://course;
    }
    location /api/events {
      proxy_pass http://course;
      proxy_set_header Connection '';
      proxy_buffering off;
      proxy_read_timeout 1h;
    }
  }
}
`;
}

export interface RunningNginx {
  url: string;
  process: ChildProcess;
  /** A graceful stop (SIGQUIT); resolves once nginx has exited. */
  stop(): Promise<void>;
}

/** Starts nginx in front of `upstreams` ("host:port") on a free loopback port; resolves once it answers. */
export async function startNginx(upstreams: string[], options: NginxOptions = {}): Promise<RunningNginx> {
  if (!fs.existsSync(NGINX))
    throw new Error(`nginx is missing at ${NGINX}: apt-get install nginx (see .ci/run)`);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'course-nginx-'));
  const port = await freePort();
  const conf = path.join(dir, 'nginx.conf');
  fs.writeFileSync(conf, nginxConfig(port, upstreams, dir, options));
  let out = '';
  const child = spawn(NGINX, ['-c', conf, '-p', dir, '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGQUIT');
    await exited;
  };
  const url = `http://127.0.0.1:${port}`;
  // a hang, not a slow start
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx exited with ${child.exitCode}:\n${out}`);
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`nginx did not answer:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return { url, process: child, stop };
}
