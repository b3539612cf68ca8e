// What the deployment rehearsal (scripts/deploy-rehearsal.mjs) takes from the files an operator
// deploys with, so that it cannot drift from them: the app instances are the upstreams of
// deploy/Caddyfile, their settings and volumes are their services' in compose.yaml, and the
// paths those settings name inside the container come from the Dockerfile's ENV lines.
import { readFileSync } from 'node:fs';
import { isAbsolute, join, relative } from 'node:path';
import { parse } from 'yaml';
import { root } from '../lib.mjs';

/** The settings that name a directory: where an instance keeps files. */
const DIRECTORY_SETTINGS = ['DATA_DIR', 'PHOTOS_DIR'];

/** The upstreams of the Caddyfile's reverse_proxy line, as `host:port` (compose service names). */
export function caddyUpstreams(caddyfile) {
  const line = caddyfile.split('\n').find((text) => /^\s*reverse_proxy\s/.test(text));
  if (!line) throw new Error('deploy/Caddyfile has no reverse_proxy line');
  return line.trim().replace(/\{$/, '').trim().split(/\s+/).slice(1);
}

/** `ENV KEY=VALUE` lines of the runtime stage (the last FROM) of the Dockerfile. */
function dockerfileEnv(dockerfile) {
  const stages = dockerfile.split(/^FROM\s/m);
  const env = {};
  for (const [, key, value] of stages.at(-1).matchAll(/^ENV\s+(\w+)=(\S+)\s*$/gm)) env[key] = value;
  return env;
}

/** A compose volume entry (`name:/path[:ro]`) as { source, target }. */
function volumeEntry(entry) {
  if (typeof entry !== 'string') return { source: entry.source, target: entry.target };
  const [source, target] = entry.split(':');
  return { source, target };
}

/**
 * The app instances as compose runs them: each one's name, port, environment (compose's, over
 * the image's) and volumes. Every instance must declare the same named volumes: that is the
 * point of them (an upload through one is read through another).
 */
export function composeTopology() {
  const caddyfile = readFileSync(join(root, 'deploy/Caddyfile'), 'utf8');
  const compose = parse(readFileSync(join(root, 'compose.yaml'), 'utf8'), { merge: true });
  const imageEnv = dockerfileEnv(readFileSync(join(root, 'Dockerfile'), 'utf8'));
  const instances = caddyUpstreams(caddyfile).map((upstream) => {
    const [name, port] = upstream.split(':');
    const service = compose.services?.[name];
    if (!service) throw new Error(`deploy/Caddyfile proxies to ${upstream}, which compose.yaml does not define`);
    return {
      name,
      upstream,
      containerPort: Number(port),
      environment: { ...imageEnv, ...service.environment },
      volumes: (service.volumes ?? []).map(volumeEntry),
    };
  });
  const described = (instance) => JSON.stringify(instance.volumes);
  if (new Set(instances.map(described)).size !== 1) {
    throw new Error(
      `the app services of compose.yaml declare different volumes: ${instances.map(described).join(' / ')}`,
    );
  }
  for (const { source } of instances[0].volumes) {
    if (!(source in (compose.volumes ?? {})))
      throw new Error(`compose.yaml uses volume ${source} without declaring it`);
  }
  return { caddyfile, instances, volumes: instances[0].volumes };
}

/**
 * Where a path inside an instance's container lives on this machine: in the shared folder of
 * the volume that holds it, or else in the instance's own folder (its container's filesystem,
 * which a release throws away).
 */
function hostPath(containerPath, volumes, { sharedDir, instanceDir }) {
  const volume = volumes.find(({ target }) => containerPath === target || containerPath.startsWith(`${target}/`));
  if (volume) return join(sharedDir, volume.source, relative(volume.target, containerPath));
  return join(instanceDir, containerPath);
}

/**
 * An instance's environment as compose gives it, with the rehearsal's own database and Redis
 * (compose's point at its own services) and directories mapped onto this machine's folders.
 */
export function instanceEnvironment(instance, { volumes, sharedDir, instanceDir, databaseUrl, redisUrl }) {
  const env = {};
  for (const [key, value] of Object.entries(instance.environment)) {
    if (key === 'DATABASE_URL' || key === 'REDIS_URL') continue;
    if (String(value).includes('${'))
      throw new Error(`compose.yaml sets ${key} from .env; the rehearsal does not know it`);
    env[key] = String(value);
  }
  for (const key of DIRECTORY_SETTINGS) {
    if (env[key] === undefined) continue;
    if (!isAbsolute(env[key])) throw new Error(`${key}=${env[key]} must be an absolute path in the container`);
    env[key] = hostPath(env[key], volumes, { sharedDir, instanceDir });
  }
  return { ...env, DATABASE_URL: databaseUrl, REDIS_URL: redisUrl };
}

/**
 * deploy/Caddyfile for this machine: plain HTTP on a loopback port (SITE_ADDRESS), the
 * instances' loopback ports for their service names, and no admin endpoint (several
 * rehearsals may run on one machine). Everything else — health checks, retries — as shipped.
 */
export function localCaddyfile(caddyfile, instances, ports) {
  let text = caddyfile;
  instances.forEach((instance, index) => {
    const upstream = new RegExp(`(?<=\\s)${instance.upstream.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?=\\s)`);
    if (!upstream.test(text)) throw new Error(`deploy/Caddyfile: ${instance.upstream} not found`);
    text = text.replace(upstream, `127.0.0.1:${ports[index]}`);
  });
  return `{\n\tadmin off\n}\n\n${text}`;
}
