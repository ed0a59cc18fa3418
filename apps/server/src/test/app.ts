import { randomBytes } from 'node:crypto';
import type { ErrorBody, PageConfigInput, StaffRole } from '@portico/contracts';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp } from '../app.js';
import type { CandidateRow, Database } from '../db/types.js';
import { type Env, loadEnv } from '../env.js';
import type { Tenant } from '../modules/tenants/tenants.service.js';

/** A clock the test moves by hand (session timeouts, reset-link expiry). */
export interface TestClock {
  now: () => Date;
  advance(ms: number): void;
}

export function createClock(start = new Date('2026-03-02T09:00:00.000Z')): TestClock {
  let t = start.getTime();
  return {
    now: () => new Date(t),
    advance(ms) {
      t += ms;
    },
  };
}

/** The error of a failed API answer (`{ error }`). */
export const errorOf = (res: LightMyRequestResponse): ErrorBody['error'] => (res.json() as ErrorBody).error;

export function testEnv(overrides: Record<string, string> = {}): Env {
  return loadEnv({ NODE_ENV: 'test', SEED_DEMO: 'false', LOG_LEVEL: 'silent', ...overrides });
}

/** A minimal valid page configuration, with overrides merged at the top level. */
export function tenantConfig(overrides: Partial<PageConfigInput> = {}): PageConfigInput {
  return {
    pcsxConfig: { branding: { companyName: 'Test Co' } },
    supportedLanguages: ['en', 'fr'],
    ...overrides,
  } as PageConfigInput;
}

export function uniqueDomain(prefix = 't'): string {
  return `${prefix}-${randomBytes(4).toString('hex')}.example`;
}

export const TEST_PASSWORD = 'correct-horse-battery';

export interface TestAppContext {
  app: FastifyInstance;
  clock: TestClock;
  tenant: Tenant;
  candidate: { row: CandidateRow; email: string; password: string };
  /** A cookie-carrying client on the test tenant. */
  client(domain?: string): TestClient;
  createTenant(config?: Partial<PageConfigInput>): Promise<Tenant>;
  /** Another candidate of the test tenant, created directly and signed in: their id and their own client. */
  signedInCandidate(email: string, fullName?: string): Promise<{ id: string; client: TestClient }>;
  /** An account of `tenant` with a staff role (null: a candidate), signed in: its id and its own client. */
  signedInStaff(
    tenant: Tenant,
    email: string,
    role: StaffRole | null,
  ): Promise<{ id: string; client: TestClient }>;
}

/** An app over the given database, with its own tenant and one candidate. Close the app after the test. */
export async function createTestApp(
  db: Kysely<Database>,
  opts: { config?: Partial<PageConfigInput>; env?: Record<string, string>; clock?: TestClock } = {},
): Promise<TestAppContext> {
  const clock = opts.clock ?? createClock();
  const app = await buildApp({ env: testEnv(opts.env), db, now: clock.now, logger: false });
  await app.ready();
  const createTenant = (config: Partial<PageConfigInput> = {}) =>
    app.services.tenants.create({
      domain: uniqueDomain(),
      name: 'Test Co',
      config: tenantConfig(config),
      isDefault: false,
    });
  const tenant = await createTenant(opts.config);
  const email = `cand-${randomBytes(3).toString('hex')}@example.com`;
  // Candidates are created directly so that tenants with login switched off still get one; they share one
  // hash of the test password (hashing is slow by design).
  const passwordHash = await (await import('../modules/auth/passwords.js')).hashPassword(TEST_PASSWORD);
  const createCandidate = (candidateEmail: string, fullName: string, tenantId = tenant.id) =>
    app.services.candidates.create({
      tenantId,
      email: candidateEmail,
      passwordHash,
      fullName,
      emailVerified: true,
    });
  const row = await createCandidate(email, 'Casey Candidate');
  return {
    app,
    clock,
    tenant,
    candidate: { row, email, password: TEST_PASSWORD },
    client: (domain = tenant.domain) => new TestClient(app, domain),
    createTenant,
    async signedInCandidate(otherEmail, fullName = 'Other Candidate') {
      const other = await createCandidate(otherEmail, fullName);
      const client = new TestClient(app, tenant.domain);
      const response = await client.logIn(otherEmail, TEST_PASSWORD);
      if (response.statusCode !== 200) throw new Error(`sign-in of ${otherEmail}: ${response.statusCode}`);
      return { id: other.id, client };
    },
    async signedInStaff(staffTenant, staffEmail, role) {
      const row = await createCandidate(staffEmail, `${role ?? 'candidate'} ${staffEmail}`, staffTenant.id);
      if (role) await app.services.candidates.update(staffTenant.id, row.id, { staffRole: role });
      const client = new TestClient(app, staffTenant.domain);
      const response = await client.logIn(staffEmail, TEST_PASSWORD);
      if (response.statusCode !== 200) throw new Error(`sign-in of ${staffEmail}: ${response.statusCode}`);
      return { id: row.id, client };
    },
  };
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ClientRequest {
  method?: Method;
  url: string;
  payload?: InjectOptions['payload'];
  headers?: Record<string, string>;
  /** false: do not send the CSRF header; a string: send this value instead of the current token. */
  csrf?: boolean | string;
}

/**
 * Acts like a browser tab for inject(): keeps cookies between requests, sends the CSRF token it last
 * received in `x-csrf-token` on unsafe requests, and adds the tenant's `domain` parameter.
 */
export class TestClient {
  readonly cookies = new Map<string, string>();
  csrfToken: string | undefined;

  constructor(
    private readonly app: FastifyInstance,
    readonly domain: string | null,
  ) {}

  async request(req: ClientRequest): Promise<LightMyRequestResponse> {
    const method = req.method ?? 'GET';
    const url = new URL(req.url, 'http://localhost');
    if (this.domain && !url.searchParams.has('domain')) url.searchParams.set('domain', this.domain);
    const headers: Record<string, string> = { ...req.headers };
    if (this.cookies.size > 0) headers.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (method !== 'GET' && req.csrf !== false) {
      const token = typeof req.csrf === 'string' ? req.csrf : this.csrfToken;
      if (token !== undefined) headers['x-csrf-token'] = token;
    }
    const res = await this.app.inject({
      method,
      url: url.pathname + url.search,
      headers,
      ...(req.payload === undefined ? {} : { payload: req.payload }),
    });
    for (const c of res.cookies as Array<{ name: string; value: string; maxAge?: number; expires?: Date }>) {
      const expired =
        c.value === '' || c.maxAge === 0 || (c.expires !== undefined && c.expires.getTime() <= Date.now());
      if (expired) this.cookies.delete(c.name);
      else this.cookies.set(c.name, c.value);
    }
    const token = res.headers['x-csrf-token'];
    if (typeof token === 'string') this.csrfToken = token;
    return res;
  }

  get(url: string, headers?: Record<string, string>) {
    return this.request({ url, ...(headers ? { headers } : {}) });
  }

  post(url: string, payload?: object, opts: Omit<ClientRequest, 'url' | 'payload' | 'method'> = {}) {
    return this.request({ method: 'POST', url, payload: payload ?? {}, ...opts });
  }

  put(url: string, payload?: object, opts: Omit<ClientRequest, 'url' | 'payload' | 'method'> = {}) {
    return this.request({ method: 'PUT', url, payload: payload ?? {}, ...opts });
  }

  /** Loads the session endpoint once, as the page load would, to receive the CSRF cookie and token. */
  async start(): Promise<this> {
    await this.get('/api/pcsx/session');
    return this;
  }

  async logIn(email: string, password: string): Promise<LightMyRequestResponse> {
    if (!this.csrfToken) await this.start();
    return this.post('/api/pcsx/auth/login', { email, password });
  }
}
