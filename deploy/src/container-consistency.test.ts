/**
 * The container and orchestration files agree with the nginx configuration and the shell
 * server's configuration (issue 14: "the container and orchestration files stay consistent"):
 * ports, the release volume path, environment variable names, secrets by reference, health checks.
 * Each file is parsed (the YAML with `yaml`, the Dockerfile and nginx by their directives), so a
 * change to one of them that the others do not follow fails here, naming both.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseAllDocuments } from 'yaml';

const repoRoot = path.resolve(__dirname, '..', '..');
const read = (file: string) => fs.readFileSync(path.join(repoRoot, file), 'utf8');

// ---- nginx: deploy/nginx/casino.conf ------------------------------------------------------------

/** casino.conf without its comments. */
const nginx = read('deploy/nginx/casino.conf')
  .split('\n')
  .map((line) => line.replace(/#.*$/, ''))
  .join('\n');

function upstream(name: string): { host: string; port: number } {
  const block = new RegExp(`upstream ${name} \\{([^}]*)\\}`).exec(nginx)?.[1] ?? '';
  const [host, port] = (/^\s*server ([^;\s]+);/m.exec(block)?.[1] ?? '').split(':');
  return { host: host ?? '', port: Number(port) };
}
const nginxRoot = /^\s*root ([^;]+);/m.exec(nginx)?.[1];
const nginxListen = [...nginx.matchAll(/^\s*listen (?:\[::\]:)?(\d+);/gm)].map((match) => Number(match[1]));
const nginxIncludes = [...nginx.matchAll(/^\s*include ([^;]+);/gm)].map((match) => match[1] ?? '');

// ---- the shell server: what it reads and serves ---------------------------------------------------

const serverSources = [
  'shell/server/src/config.ts',
  ...fs.readdirSync(path.join(repoRoot, 'shell/server/src/site-config')).map((f) => `shell/server/src/site-config/${f}`),
]
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map(read)
  .join('\n');
/** Every environment variable the shell server's configuration reads (`env.NAME`, or a name given to its int()/url() readers). */
const serverEnvNames = new Set(
  [...serverSources.matchAll(/env\.([A-Z][A-Z0-9_]+)|\(\s*'([A-Z][A-Z0-9_]+)'/g)].map((m) => m[1] ?? m[2] ?? ''),
);
const serverApp = read('shell/server/src/app.ts');
/** The deploy CLI's own variable (deploy/src/config.ts). */
const deployEnvNames = new Set([...read('deploy/src/config.ts').matchAll(/env\.([A-Z][A-Z0-9_]+)/g)].map((m) => m[1] ?? ''));
const SECRET_NAME = /SECRET|TOKEN|PASSWORD|ACCESS_KEY/;

// ---- the Dockerfile -----------------------------------------------------------------------------

/** The final stage's instructions, continuation lines joined. */
const dockerfile = read('deploy/container/Dockerfile')
  .replace(/\\\n\s*/g, ' ')
  .split('\n')
  .filter((line) => line.trim() && !line.trim().startsWith('#'));
const finalStage = dockerfile.slice(dockerfile.map((line) => line.startsWith('FROM ')).lastIndexOf(true));
const instruction = (name: string) =>
  finalStage.filter((line) => line.startsWith(`${name} `)).map((line) => line.slice(name.length + 1).trim());
const dockerEnv: Record<string, string> = Object.fromEntries(
  instruction('ENV').flatMap((line) =>
    [...line.matchAll(/([A-Z_][A-Z0-9_]*)=("[^"]*"|\S+)/g)].map((m) => [m[1], (m[2] ?? '').replace(/^"|"$/g, '')]),
  ),
);

// ---- Kubernetes ----------------------------------------------------------------------------------

interface EnvVar {
  name: string;
  value?: string;
  valueFrom?: { secretKeyRef?: { name: string; key: string; optional?: boolean } };
}
interface Container {
  name: string;
  image: string;
  command?: string[];
  args?: string[];
  env?: EnvVar[];
  ports?: { name: string; containerPort: number }[];
  volumeMounts?: { name: string; mountPath: string; subPath?: string; readOnly?: boolean }[];
  readinessProbe?: { exec?: { command: string[] }; httpGet?: { path: string; port: string | number } };
}
interface PodSpec {
  containers: Container[];
  volumes?: { name: string; persistentVolumeClaim?: { claimName: string; readOnly?: boolean }; configMap?: { name: string } }[];
}
interface K8sObject {
  kind: string;
  metadata: { name?: string; generateName?: string };
  spec: {
    template?: { spec: PodSpec; metadata?: { labels?: Record<string, string> } };
    selector?: Record<string, unknown>;
    ports?: { port: number; targetPort: string | number }[];
  };
}

const k8s: K8sObject[] = fs
  .readdirSync(path.join(repoRoot, 'deploy/k8s'))
  .filter((file) => /\.ya?ml$/.test(file))
  .flatMap((file) =>
    parseAllDocuments(read(`deploy/k8s/${file}`)).map((doc) => {
      if (doc.errors.length) throw new Error(`deploy/k8s/${file}: ${doc.errors[0]?.message}`);
      return doc.toJS() as K8sObject;
    }),
  );
const byKind = (kind: string) => k8s.filter((object) => object.kind === kind);
const deployment = byKind('Deployment').find((object) => object.metadata.name === 'casino-web')!;
const pod = deployment.spec.template!.spec;
const container = (name: string) => {
  const found = pod.containers.find((c) => c.name === name);
  if (!found) throw new Error(`deploy/k8s/deployment.yaml has no container "${name}"`);
  return found;
};
const shellServer = container('shell-server');
const nginxContainer = container('nginx');
const envOf = (c: Container) => Object.fromEntries((c.env ?? []).map((e) => [e.name, e]));
const releaseVolume = pod.volumes?.find((v) => v.persistentVolumeClaim)?.name;

describe('the shell server container (Dockerfile) agrees with nginx and the shell server', () => {
  it('listens on the port nginx proxies to, and exposes it', () => {
    const shellUpstream = upstream('casino_shell_server');
    expect(Number(dockerEnv.PORT)).toBe(shellUpstream.port);
    expect(instruction('EXPOSE')).toEqual([String(shellUpstream.port)]);
  });

  it('reads the release from the volume nginx serves as its root', () => {
    expect(dockerEnv.RELEASE_DIR).toBe(nginxRoot);
    expect(instruction('VOLUME')).toEqual([`["${nginxRoot}"]`]);
  });

  it('sets only variables the shell server reads, and no secret', () => {
    for (const name of Object.keys(dockerEnv)) expect([name, serverEnvNames.has(name)]).toEqual([name, true]);
    expect(Object.keys(dockerEnv).filter((name) => SECRET_NAME.test(name))).toEqual([]);
  });

  it('checks its health on the route the shell server answers, and runs the server that exists', () => {
    expect(instruction('HEALTHCHECK').join(' ')).toContain("'/healthz'");
    expect(serverApp).toContain("dynamic.get('/healthz'");
    const cmd = JSON.parse(instruction('CMD')[0] ?? '[]') as string[];
    expect(fs.existsSync(path.join(repoRoot, cmd.at(-1) ?? ''))).toBe(true);
  });
});

describe('deploy/k8s agrees with the Dockerfile, nginx and the shell server', () => {
  it('gives the shell server the variables it reads, the same values as the image, secrets by reference only', () => {
    const env = envOf(shellServer);
    for (const [name, variable] of Object.entries(env)) {
      expect([name, serverEnvNames.has(name)]).toEqual([name, true]);
      if (SECRET_NAME.test(name)) {
        // A secret is a reference to a Secret, never a value in this file.
        expect([name, variable.value, variable.valueFrom?.secretKeyRef?.name]).toEqual([name, undefined, expect.any(String)]);
      }
    }
    expect(env.RELEASE_DIR?.value).toBe(dockerEnv.RELEASE_DIR);
    expect(env.PORT?.value).toBe(dockerEnv.PORT);
    expect(env.RELEASE_ENV?.value).toEqual(expect.any(String));
    // Production refuses to start without the login-header secret; the preview secret is optional.
    expect(env.LOGIN_HEADER_SECRET?.valueFrom?.secretKeyRef).toMatchObject({ name: 'casino-web-secrets' });
    expect(env.LOGIN_HEADER_SECRET?.valueFrom?.secretKeyRef?.optional).toBeUndefined();
    expect(env.PREVIEW_SECRET?.valueFrom?.secretKeyRef).toMatchObject({ name: 'casino-web-secrets', optional: true });
  });

  it('puts the shell server where nginx looks for it: the pod loopback and the upstream port', () => {
    const env = envOf(shellServer);
    const shellUpstream = upstream('casino_shell_server');
    expect(env.HOST?.value).toBe(shellUpstream.host);
    expect(Number(env.PORT?.value)).toBe(shellUpstream.port);
    expect(shellServer.readinessProbe?.exec?.command.join(' ')).toContain(`http://127.0.0.1:${shellUpstream.port}/healthz`);
  });

  it('points the shell server and nginx at the same backend', () => {
    const api = upstream('casino_api');
    const backend = new URL(envOf(shellServer).BACKEND_URL?.value ?? '');
    expect([backend.hostname, Number(backend.port)]).toEqual([api.host, api.port]);
    expect(backend.protocol).toBe('https:');
    expect(nginx).toMatch(/proxy_pass https:\/\/casino_api;/);
  });

  it('mounts the release volume read-only at nginx root in both containers', () => {
    for (const c of [shellServer, nginxContainer]) {
      const mount = c.volumeMounts?.find((m) => m.name === releaseVolume);
      expect([c.name, mount?.mountPath, mount?.readOnly]).toEqual([c.name, nginxRoot, true]);
    }
  });

  it("mounts every file casino.conf includes at the path it includes it from, from deploy/nginx's files", () => {
    const mounted = new Map((nginxContainer.volumeMounts ?? []).filter((m) => m.subPath).map((m) => [m.mountPath, m.subPath!]));
    expect(mounted.get('/etc/nginx/conf.d/default.conf')).toBe('casino.conf');
    for (const include of nginxIncludes.filter((file) => !file.includes('*'))) {
      expect([include, mounted.get(include)]).toEqual([include, path.basename(include)]);
    }
    for (const file of mounted.values()) expect([file, fs.existsSync(path.join(repoRoot, 'deploy/nginx', file))]).toEqual([file, true]);
  });

  it('sends traffic to the port nginx listens on, and probes its health through nginx', () => {
    const http = nginxContainer.ports?.find((p) => p.name === 'http');
    expect(nginxListen).toContain(http?.containerPort);
    expect(nginxContainer.readinessProbe?.httpGet).toEqual({ path: '/healthz', port: 'http' });
    const service = byKind('Service')[0]!;
    expect(service.spec.ports?.map((p) => p.targetPort)).toEqual(['http']);
    expect(service.spec.selector).toEqual(deployment.spec.selector?.matchLabels);
  });

  it('runs release jobs on the same claim and path, with the deploy CLI the image contains', () => {
    const claim = byKind('PersistentVolumeClaim')[0]!.metadata.name;
    expect(pod.volumes?.find((v) => v.name === releaseVolume)?.persistentVolumeClaim?.claimName).toBe(claim);
    const job = byKind('Job')[0]!.spec.template!.spec;
    expect(job.volumes?.find((v) => v.persistentVolumeClaim)?.persistentVolumeClaim?.claimName).toBe(claim);
    const deploy = job.containers[0]!;
    expect(deploy.image).toBe(shellServer.image);
    expect(fs.existsSync(path.join(repoRoot, deploy.command?.at(-1) ?? ''))).toBe(true);
    const env = envOf(deploy);
    for (const name of Object.keys(env)) expect([name, deployEnvNames.has(name)]).toEqual([name, true]);
    expect(env.RELEASE_DIR?.value).toBe(nginxRoot);
    const mount = deploy.volumeMounts?.find((m) => m.name === job.volumes?.find((v) => v.persistentVolumeClaim)?.name);
    expect([mount?.mountPath, mount?.readOnly ?? false]).toEqual([nginxRoot, false]);
  });
});

describe('deploy/k8s/canary-watch.yaml', () => {
  const watch = byKind('Deployment').find((object) => object.metadata.name === 'casino-canary-watch')!;
  const spec = watch.spec.template!.spec;
  const container = spec.containers[0]!;

  it('runs one deploy watch with the image of the site, on the release claim read-write at its path', () => {
    expect((watch.spec as { replicas?: number }).replicas).toBe(1);
    expect(container.image).toBe(shellServer.image);
    expect(container.command).toEqual(['node', 'deploy/bin/deploy.cjs']);
    expect(container.args?.slice(0, 1)).toEqual(['watch']);
    for (const flag of ['--env', '--prometheus', '--no-smoke']) expect(container.args).toContain(flag);
    const claim = byKind('PersistentVolumeClaim')[0]!.metadata.name;
    const volume = spec.volumes?.find((v) => v.persistentVolumeClaim);
    expect(volume?.persistentVolumeClaim?.claimName).toBe(claim);
    const mount = container.volumeMounts?.find((m) => m.name === volume?.name);
    expect([mount?.mountPath, mount?.readOnly ?? false]).toEqual([nginxRoot, false]);
    expect(envOf(container).RELEASE_DIR?.value).toBe(nginxRoot);
  });
});
