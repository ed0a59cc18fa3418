import { API, EMAIL_VERIFICATION_TTL_MS, PASSWORD_RESET_TTL_MS } from '@portico/contracts';
import { afterEach, expect, it } from 'vitest';
import { sha256 } from '../../lib/crypto.js';
import { createTestApp, type TestAppContext } from '../../test/app.js';
import { describeEachDb } from '../../test/databases.js';

describeEachDb('auth', (h) => {
  let ctx: TestAppContext;
  afterEach(async () => {
    await ctx?.app.close();
  });

  async function candidateCount(tenantId: string, email?: string): Promise<number> {
    let q = h.db
      .selectFrom('candidates')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('tenant_id', '=', tenantId);
    if (email) q = q.where('email', '=', email);
    return Number((await q.executeTakeFirstOrThrow()).n);
  }

  async function sessionCount(candidateId: string): Promise<number> {
    const row = await h.db
      .selectFrom('sessions')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('candidate_id', '=', candidateId)
      .executeTakeFirstOrThrow();
    return Number(row.n);
  }

  async function outbox(email: string) {
    return h.db
      .selectFrom('outbox')
      .select(['subject', 'text_body'])
      .where('to_address', '=', email)
      .orderBy('created_at')
      .execute();
  }

  /** The confirmation link's token from the latest mail to the address. */
  async function mailedToken(email: string): Promise<string> {
    const mails = await outbox(email);
    const match = /verify-email\?token=([\w-]+)/.exec(mails.at(-1)?.text_body ?? '');
    if (!match) throw new Error(`no confirmation link mailed to ${email}`);
    return match[1]!;
  }

  async function verifiedAt(email: string): Promise<string | null> {
    const row = await h.db
      .selectFrom('candidates')
      .select('email_verified_at')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    return row.email_verified_at;
  }

  it('signs up without a session, mails a confirmation link, signs in before confirming, logs out', async () => {
    ctx = await createTestApp(h.db);
    const c = await ctx.client().start();
    const res = await c.post(API.signup, {
      email: ' New.Person@Example.com ',
      password: 'a-Long-enough-pass',
      full_name: 'New Person',
    });
    expect(res.statusCode).toBe(202);
    expect(res.json()).toEqual({ data: { status: 'check_email' } });
    expect(String(res.headers['set-cookie'] ?? '')).not.toMatch(/portico_session=[^;]/);
    expect((await c.get(API.session)).json().data.isLoggedIn).toBe(false);

    const stored = await h.db
      .selectFrom('candidates')
      .selectAll()
      .where('email', '=', 'new.person@example.com')
      .executeTakeFirstOrThrow();
    expect(stored.password_hash).toMatch(/^\$argon2id\$/);
    expect(stored.email_verified_at).toBeNull();
    const [mail] = await outbox('new.person@example.com');
    expect(mail?.subject).toBe('Confirm your email for Test Co careers');
    // Only the token's hash is stored.
    const token = await mailedToken('new.person@example.com');
    const link = await h.db
      .selectFrom('email_verifications')
      .selectAll()
      .where('candidate_id', '=', stored.id)
      .executeTakeFirstOrThrow();
    expect(link.token_hash).toBe(sha256(token));

    // An unverified account may sign in.
    const login = await c.logIn('new.person@example.com', 'a-Long-enough-pass');
    expect(login.statusCode).toBe(200);
    const setCookie = String(login.headers['set-cookie']);
    expect(setCookie).toMatch(/portico_session=[^;]+;.*HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const sessionToken = c.cookies.get('portico_session')!;
    expect(
      await h.db.selectFrom('sessions').select('id').where('id', '=', sessionToken).executeTakeFirst(),
    ).toBeUndefined();
    expect(
      await h.db
        .selectFrom('sessions')
        .select('id')
        .where('id', '=', sha256(sessionToken))
        .executeTakeFirst(),
    ).toBeDefined();

    const out = await c.post(API.logout);
    expect(out.statusCode).toBe(200);
    expect(c.cookies.has('portico_session')).toBe(false);
    expect((await c.get(API.session)).json().data).toEqual({ isLoggedIn: false, user: null });
    expect(await sessionCount(stored.id)).toBe(0);
  });

  it('confirms the address once with the mailed link, before it expires', async () => {
    ctx = await createTestApp(h.db);
    const c = await ctx.client().start();
    const email = 'verify.me@example.com';
    await c.post(API.signup, { email, password: 'a-Long-enough-pass', full_name: 'Vera' });
    const token = await mailedToken(email);

    expect((await c.post(API.verifyEmail, { token: 'x'.repeat(43) })).json().error.code).toBe(
      'VERIFY_TOKEN_INVALID',
    );
    expect(await verifiedAt(email)).toBeNull();

    const ok = await c.post(API.verifyEmail, { token });
    expect(ok.statusCode).toBe(200);
    expect(await verifiedAt(email)).toBe(ctx.clock.now().toISOString());
    // Confirming signs nobody in: a mail scanner may open the link too.
    expect((await c.get(API.session)).json().data.isLoggedIn).toBe(false);

    const again = await c.post(API.verifyEmail, { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toMatchObject({
      code: 'VERIFY_TOKEN_INVALID',
      message: 'This confirmation link has expired or was already used.',
    });

    // Another tenant cannot use the link, and an expired link does nothing.
    const late = 'late@example.com';
    await c.post(API.signup, { email: late, password: 'a-Long-enough-pass', full_name: 'Late' });
    const lateToken = await mailedToken(late);
    const other = await ctx.createTenant();
    const elsewhere = await ctx.client(other.domain).start();
    expect((await elsewhere.post(API.verifyEmail, { token: lateToken })).statusCode).toBe(400);
    ctx.clock.advance(EMAIL_VERIFICATION_TTL_MS + 1);
    expect((await c.post(API.verifyEmail, { token: lateToken })).statusCode).toBe(400);
    expect(await verifiedAt(late)).toBeNull();
  });

  it('logs in with the right password and rotates the CSRF token', async () => {
    ctx = await createTestApp(h.db);
    const c = await ctx.client().start();
    const before = c.csrfToken;
    const res = await c.logIn(ctx.candidate.email.toUpperCase(), ctx.candidate.password);
    expect(res.statusCode).toBe(200);
    expect(res.json().data.user.email).toBe(ctx.candidate.email);
    expect(c.csrfToken).toBeDefined();
    expect(c.csrfToken).not.toBe(before);
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await c.get(API.session)).json().data.isLoggedIn).toBe(true);
  });

  it('rejects a wrong password and an unknown email with the same message', async () => {
    ctx = await createTestApp(h.db);
    const c = await ctx.client().start();
    const wrong = await c.logIn(ctx.candidate.email, 'not-the-password');
    const unknown = await c.logIn('nobody@example.com', 'not-the-password');
    for (const res of [wrong, unknown]) {
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toMatchObject({
        code: 'INVALID_CREDENTIALS',
        message: 'Incorrect email or password.',
      });
      expect(res.json().error.requestId).toBe(res.headers['x-request-id']);
    }
    expect(c.cookies.has('portico_session')).toBe(false);
    expect(await sessionCount(ctx.candidate.row.id)).toBe(0);
  });

  it('rejects weak passwords with a reason and creates nothing', async () => {
    ctx = await createTestApp(h.db);
    const c = await ctx.client().start();
    const cases: Array<[string, string]> = [
      ['short', 'Use at least 10 characters.'],
      ['weak@example.com', 'Do not use your email address as your password.'],
      ['password123', 'This password is too common. Choose one that is harder to guess.'],
      ['x'.repeat(129), 'Use no more than 128 characters.'],
    ];
    for (const [password, reason] of cases) {
      const res = await c.post(API.signup, { email: 'weak@example.com', password, full_name: 'Weak' });
      expect(res.statusCode).toBe(422);
      expect(res.json().error).toMatchObject({
        code: 'WEAK_PASSWORD',
        message: reason,
        fields: { password: reason },
      });
    }
    expect(await candidateCount(ctx.tenant.id, 'weak@example.com')).toBe(0);
  });

  it('answers a sign-up for a taken address exactly like a new one, and tells its owner by mail', async () => {
    ctx = await createTestApp(h.db);
    const c = await ctx.client().start();
    const fresh = await c.post(API.signup, {
      email: 'someone.new@example.com',
      password: 'another-good-pass',
      full_name: 'New',
    });
    const taken = await c.post(API.signup, {
      email: ctx.candidate.email,
      password: 'another-good-pass',
      full_name: 'Copy',
    });
    for (const res of [fresh, taken]) {
      expect(res.statusCode).toBe(202);
      expect(res.json()).toEqual({ data: { status: 'check_email' } });
      expect(String(res.headers['set-cookie'] ?? '')).not.toMatch(/portico_session=[^;]/);
    }
    // Nothing changed for the existing account: one row, its name and password as they were.
    expect(await candidateCount(ctx.tenant.id, ctx.candidate.email)).toBe(1);
    const row = await h.db
      .selectFrom('candidates')
      .selectAll()
      .where('id', '=', ctx.candidate.row.id)
      .executeTakeFirstOrThrow();
    expect(row.full_name).toBe('Casey Candidate');
    expect((await c.logIn(ctx.candidate.email, 'another-good-pass')).statusCode).toBe(401);
    expect((await c.logIn(ctx.candidate.email, ctx.candidate.password)).statusCode).toBe(200);
    // The owner learns of the attempt, with the way to sign in; no confirmation link for a verified address.
    const mails = await outbox(ctx.candidate.email);
    expect(mails.map((m) => m.subject)).toEqual([
      'Someone tried to create a Test Co careers account with your email',
    ]);
    expect(mails[0]?.text_body).toContain(`/careers/login?domain=${ctx.tenant.domain}`);
    expect(mails[0]?.text_body).not.toContain('verify-email');
  });

  it('mails a new link to an address whose account is still unverified, and only the newest works', async () => {
    ctx = await createTestApp(h.db);
    const c = await ctx.client().start();
    const email = 'twice@example.com';
    await c.post(API.signup, { email, password: 'a-Long-enough-pass', full_name: 'First' });
    const first = await mailedToken(email);
    const second = await c.post(API.signup, { email, password: 'different-pass-99', full_name: 'Second' });
    expect(second.statusCode).toBe(202);
    const newest = await mailedToken(email);
    expect(newest).not.toBe(first);
    expect((await c.post(API.verifyEmail, { token: first })).statusCode).toBe(400);
    expect((await c.post(API.verifyEmail, { token: newest })).statusCode).toBe(200);
    // The second sign-up changed nothing: the first password and name stand.
    expect((await c.logIn(email, 'a-Long-enough-pass')).json().data.user.fullName).toBe('First');
  });

  it('limits sign-up mail to one address, whoever asks', async () => {
    // Each request from another client address, so only the per-address limit can refuse.
    ctx = await createTestApp(h.db, { env: { TRUST_PROXY: 'true' } });
    const email = 'flooded@example.com';
    const answers: number[] = [];
    for (let i = 0; i < 6; i++) {
      const c = await ctx.client().start();
      const res = await c.request({
        method: 'POST',
        url: API.signup,
        payload: { email, password: 'a-Long-enough-pass', full_name: 'F' },
        headers: { 'x-forwarded-for': `10.0.0.${i + 1}` },
      });
      answers.push(res.statusCode);
    }
    expect(answers).toEqual([202, 202, 202, 202, 202, 429]);
    expect((await outbox(email)).length).toBe(5);
  });

  it('answers invalid input with 400 VALIDATION_FAILED and field messages', async () => {
    ctx = await createTestApp(h.db);
    const c = await ctx.client().start();
    const res = await c.post(API.signup, {
      email: 'not-an-email',
      password: 'a-good-password',
      full_name: '',
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.code).toBe('VALIDATION_FAILED');
    expect(body.error.fields).toMatchObject({
      email: 'Email is invalid.',
      full_name: 'Full name is required',
    });
  });

  it('resets the password with the emailed link, once, and ends every session', async () => {
    ctx = await createTestApp(h.db);
    const other = ctx.client();
    expect((await other.logIn(ctx.candidate.email, ctx.candidate.password)).statusCode).toBe(200);

    const c = await ctx.client().start();
    const forgot = await c.post(API.forgotPassword, { email: ctx.candidate.email });
    expect(forgot.statusCode).toBe(200);
    expect(forgot.json()).toEqual({ data: { ok: true } });
    const mails = await ctx.app.services.mail.outboxFor(ctx.tenant.id, ctx.candidate.email);
    expect(mails).toHaveLength(1);
    const link = mails[0]!.text_body.match(/https?:\/\/\S+/)![0];
    const url = new URL(link);
    expect(url.pathname).toBe('/careers/reset-password');
    expect(url.searchParams.get('domain')).toBe(ctx.tenant.domain);
    const token = url.searchParams.get('token')!;
    // Only the hash is stored.
    expect(
      await h.db
        .selectFrom('password_resets')
        .select('token_hash')
        .where('token_hash', '=', token)
        .executeTakeFirst(),
    ).toBeUndefined();

    const reset = await c.post(API.resetPassword, { token, password: 'a-brand-new-password' });
    expect(reset.statusCode).toBe(200);
    expect(await sessionCount(ctx.candidate.row.id)).toBe(0);
    expect((await other.get(API.session)).json().data.isLoggedIn).toBe(false);

    const again = await c.post(API.resetPassword, { token, password: 'yet-another-password' });
    expect(again.statusCode).toBe(400);
    expect(again.json().error).toMatchObject({
      code: 'RESET_TOKEN_INVALID',
      message: 'This reset link has expired or was already used.',
    });

    expect((await c.logIn(ctx.candidate.email, ctx.candidate.password)).statusCode).toBe(401);
    expect((await c.logIn(ctx.candidate.email, 'a-brand-new-password')).statusCode).toBe(200);
  });

  it('answers forgot-password the same for an unknown email and sends nothing', async () => {
    ctx = await createTestApp(h.db);
    const c = await ctx.client().start();
    const res = await c.post(API.forgotPassword, { email: 'nobody@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { ok: true } });
    expect(await ctx.app.services.mail.outboxFor(ctx.tenant.id, 'nobody@example.com')).toHaveLength(0);
  });

  it('rejects an expired reset link and keeps the old password', async () => {
    ctx = await createTestApp(h.db);
    const c = await ctx.client().start();
    await c.post(API.forgotPassword, { email: ctx.candidate.email });
    const [mail] = await ctx.app.services.mail.outboxFor(ctx.tenant.id, ctx.candidate.email);
    const token = new URL(mail!.text_body.match(/https?:\/\/\S+/)![0]).searchParams.get('token')!;
    ctx.clock.advance(PASSWORD_RESET_TTL_MS + 1000);
    const res = await c.post(API.resetPassword, { token, password: 'a-brand-new-password' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('RESET_TOKEN_INVALID');
    expect((await c.logIn(ctx.candidate.email, ctx.candidate.password)).statusCode).toBe(200);
  });

  it('rejects a weak password on reset without using up the link', async () => {
    ctx = await createTestApp(h.db);
    const c = await ctx.client().start();
    await c.post(API.forgotPassword, { email: ctx.candidate.email });
    const [mail] = await ctx.app.services.mail.outboxFor(ctx.tenant.id, ctx.candidate.email);
    const token = new URL(mail!.text_body.match(/https?:\/\/\S+/)![0]).searchParams.get('token')!;
    expect((await c.post(API.resetPassword, { token, password: 'short' })).statusCode).toBe(422);
    expect((await c.post(API.resetPassword, { token, password: 'long-and-unusual-pass' })).statusCode).toBe(
      200,
    );
  });

  it('refuses sign-up and log-in when the tenant switched candidate login off', async () => {
    ctx = await createTestApp(h.db, { config: { loginSignupConfig: { candidateLoginEnabled: false } } });
    const c = await ctx.client().start();
    const signup = await c.post(API.signup, {
      email: 'x@example.com',
      password: 'a-good-password',
      full_name: 'X',
    });
    expect(signup.statusCode).toBe(403);
    expect(signup.json().error.code).toBe('LOGIN_DISABLED');
    const login = await c.logIn(ctx.candidate.email, ctx.candidate.password);
    expect(login.statusCode).toBe(403);
    expect(login.json().error.code).toBe('LOGIN_DISABLED');
    expect(await candidateCount(ctx.tenant.id)).toBe(1);
    expect(await sessionCount(ctx.candidate.row.id)).toBe(0);
  });

  it('limits log-in attempts per address and email with 429', async () => {
    ctx = await createTestApp(h.db);
    const c = await ctx.client().start();
    for (let i = 0; i < 10; i++)
      expect((await c.logIn(ctx.candidate.email, 'wrong-password')).statusCode).toBe(401);
    const limited = await c.logIn(ctx.candidate.email, ctx.candidate.password);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatchObject({
      code: 'RATE_LIMITED',
      message: 'Please try again in a few minutes',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await sessionCount(ctx.candidate.row.id)).toBe(0);
    // Another email from the same address still gets through (until the per-address limit).
    expect((await c.logIn('someone-else@example.com', 'wrong-password')).statusCode).toBe(401);
  });

  it('limits sign-ups per address with 429', async () => {
    ctx = await createTestApp(h.db);
    const c = await ctx.client().start();
    for (let i = 0; i < 5; i++) {
      const res = await c.post(API.signup, { email: `s${i}@example.com`, password: 'short', full_name: 'S' });
      expect(res.statusCode).toBe(422);
    }
    const res = await c.post(API.signup, {
      email: 's9@example.com',
      password: 'a-good-password',
      full_name: 'S',
    });
    expect(res.statusCode).toBe(429);
    expect(await candidateCount(ctx.tenant.id, 's9@example.com')).toBe(0);
  });
});
