// docker-compose.yml describes the production shape (issue 16): it parses, names every
// service with an image or a build, checks each one's health, takes every setting from a
// variable that .env.example documents, and sets on the API only what the API reads.
import { readFileSync } from 'node:fs';
import { loadConfig } from '../../api/src/config';
import {
  COMPOSE_FILE,
  ENV_EXAMPLE,
  apiInstances,
  composeText,
  environmentOf,
  interpolate,
  readCompose,
  readEnvFile,
  referencedVariables,
  type Service,
} from './compose-file';

const compose = readCompose();
const services = compose.services;
const service = (name: string): Service => {
  const found = services[name];
  if (!found) throw new Error(`${COMPOSE_FILE} has no service ${name}`);
  return found;
};
const imageOf = (name: string) => service(name).image ?? '';
const dependsOn = (name: string) => {
  const depends = service(name).depends_on ?? {};
  return Array.isArray(depends)
    ? Object.fromEntries(depends.map((dependency) => [dependency, {}]))
    : depends;
};

/** The environment `docker compose` would run with: .env.example, the secrets filled in. */
function exampleEnv(): Record<string, string> {
  const env = Object.fromEntries(readEnvFile(ENV_EXAMPLE));
  for (const [name, value] of Object.entries(env)) {
    if (value === '' && /SECRET|PASSWORD/.test(name))
      env[name] = `example-${name.toLowerCase()}-0123456789`;
  }
  return env;
}

/** A service's environment as docker compose would set it from .env.example. */
function resolvedEnvironment(name: string): Record<string, string> {
  const env = exampleEnv();
  return Object.fromEntries(
    [...environmentOf(service(name))].map(([variable, value]) => [
      variable,
      interpolate(value, env),
    ]),
  );
}
const firstApiEnvironment = () => resolvedEnvironment(apiInstances(compose)[0] as string);

describe('docker-compose.yml', () => {
  it('names every service of the production shape, each with an image or a build', () => {
    for (const name of ['postgres', 'redis', 'lb', 'minio', 'minio-init', 'mailpit', 'static']) {
      const { image, build } = service(name);
      expect({ name, hasImageOrBuild: Boolean(image || build) }).toEqual({
        name,
        hasImageOrBuild: true,
      });
    }
    expect(imageOf('postgres')).toMatch(/^postgres:/);
    expect(imageOf('redis')).toMatch(/^redis:/);
    expect(imageOf('lb')).toMatch(/^(haproxy|nginx):/);
    expect(imageOf('minio')).toMatch(/^minio\/minio/);
    expect(imageOf('minio-init')).toMatch(/^minio\/mc/);
    expect(imageOf('mailpit')).toMatch(/^axllent\/mailpit/);
    expect(service('static').build).toMatchObject({
      dockerfile: 'ops/Dockerfile',
      target: 'static',
    });
  });

  it('runs at least two API instances of the one image built from ops/Dockerfile', () => {
    const instances = apiInstances(compose);
    expect(instances.length).toBeGreaterThanOrEqual(2);
    for (const name of instances) {
      expect(service(name).build).toMatchObject({ dockerfile: 'ops/Dockerfile', target: 'api' });
      expect(service(name).image).toBe(service(instances[0] as string).image);
      expect(environmentOf(service(name)).get('NODE_ENV')).toBe('production');
    }
    // Each answers under its own name (X-Instance), so an operator can tell them apart.
    const names = instances.map((name) => environmentOf(service(name)).get('INSTANCE_ID'));
    expect(names).toEqual(instances);
  });

  it('publishes one port, the balancer’s, and hands it the configuration in ops/', () => {
    const published = Object.entries(services)
      .filter(([, { ports }]) =>
        (ports ?? []).some((port) => !String(port).startsWith('127.0.0.1:')),
      )
      .map(([name]) => name);
    expect(published).toEqual(['lb']);
    expect(service('lb').volumes).toContainEqual(expect.stringMatching(/^\.\/ops\/haproxy\.cfg:/));
  });

  it('checks the health of every long-running service, and starts each after what it needs', () => {
    const longRunning = Object.entries(services)
      .filter(([, { restart }]) => restart !== 'no')
      .map(([name]) => name);
    expect(longRunning).toEqual(expect.arrayContaining(['postgres', 'redis', 'lb', 'static']));
    for (const name of longRunning) {
      expect({ name, test: service(name).healthcheck?.test }).toEqual({
        name,
        test: expect.anything(),
      });
    }
    for (const name of apiInstances(compose)) {
      expect(dependsOn(name)).toMatchObject({
        postgres: { condition: 'service_healthy' },
        redis: { condition: 'service_healthy' },
        mailpit: { condition: 'service_healthy' },
        'minio-init': { condition: 'service_completed_successfully' },
        publish: { condition: 'service_completed_successfully' },
      });
    }
    expect(dependsOn('minio-init')).toMatchObject({ minio: { condition: 'service_healthy' } });
    expect(dependsOn('lb')).toMatchObject(
      Object.fromEntries(
        [...apiInstances(compose), 'static'].map((name) => [
          name,
          { condition: 'service_healthy' },
        ]),
      ),
    );
  });

  it('runs the API as production runs it: PostgreSQL, Redis, BullMQ, S3 on MinIO, SMTP to Mailpit', () => {
    const api = firstApiEnvironment();
    expect(api).toMatchObject({
      DATABASE_URL: expect.stringMatching(/^postgres:\/\/[^@]+@postgres:5432\//),
      REDIS_URL: 'redis://redis:6379',
      JOBS_ENGINE: 'bullmq',
      MEDIA_STORE: 's3',
      S3_ENDPOINT: 'http://minio:9000',
      S3_FORCE_PATH_STYLE: 'true',
      SMTP_URL: 'smtp://mailpit:1025',
      TRUST_PROXY: '1',
    });
    // minio-init creates the bucket the API writes to, with the credentials it uses.
    const init = resolvedEnvironment('minio-init');
    expect(init.S3_BUCKET).toBe(api.S3_BUCKET);
    expect([init.MINIO_ROOT_USER, init.MINIO_ROOT_PASSWORD]).toEqual([
      api.S3_ACCESS_KEY_ID,
      api.S3_SECRET_ACCESS_KEY,
    ]);
  });
});

describe('.env.example', () => {
  it('documents every variable docker-compose.yml refers to, each with a comment above it', () => {
    const documented = readEnvFile(ENV_EXAMPLE);
    const referenced = referencedVariables(composeText());
    expect(referenced.filter((name) => !documented.has(name))).toEqual([]);
    const lines = readFileSync(ENV_EXAMPLE, 'utf8').split('\n');
    const undocumented = lines.filter(
      (line, i) => /^[A-Z_0-9]+=/.test(line) && !/^#|^[A-Z_0-9]+=/.test(lines[i - 1] ?? ''),
    );
    expect(undocumented).toEqual([]);
  });

  it('lets docker compose start with its secrets filled in, and not without them', () => {
    const text = composeText();
    expect(() => interpolate(text, exampleEnv())).not.toThrow();
    expect(() => interpolate(text, Object.fromEntries(readEnvFile(ENV_EXAMPLE)))).toThrow(
      /POSTGRES_PASSWORD|MINIO_ROOT_PASSWORD|SESSION_SECRET|MAIL_WEBHOOK_SECRET/,
    );
  });
});

describe('the API instances’ environment', () => {
  it('sets only variables the API reads, with values its configuration accepts', () => {
    const apiEnv = firstApiEnvironment();
    // The names loadConfig asks for, taken while it reads exactly this environment (so that
    // every branch the compose file takes is taken here too).
    const read = new Set<string>();
    const recording = new Proxy(apiEnv, {
      get: (target, name) => {
        if (typeof name === 'string') read.add(name);
        return target[name as string];
      },
    });
    let problems: string[] = [];
    try {
      loadConfig(recording);
    } catch (error) {
      problems = (error as { problems?: string[] }).problems ?? [String(error)];
    }
    expect(Object.keys(apiEnv).filter((name) => !read.has(name))).toEqual([]);
    // The site volume exists in the containers only: everything else must be accepted.
    expect(
      problems.filter((problem) => !/^(SHELL_DIST|DEPLOY_DIR) points to/.test(problem)),
    ).toEqual([]);
  });
});
