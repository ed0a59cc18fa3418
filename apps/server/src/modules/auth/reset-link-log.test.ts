import { expect, it } from 'vitest';
import { createServices } from '../../services.js';
import { tenantConfig, testEnv, uniqueDomain } from '../../test/app.js';
import { describeEachDb } from '../../test/databases.js';

/**
 * Without SMTP a reset mail stays in the outbox and, outside production, its link goes to the log so a
 * developer can finish the reset. With NODE_ENV=production the link never reaches the log.
 */
describeEachDb('password reset links in the log', (h) => {
  async function resetLogged(nodeEnv: 'production' | 'development') {
    const lines: { obj: Record<string, unknown>; msg: string }[] = [];
    const log = {
      info: (obj: object, msg: string) => lines.push({ obj: obj as Record<string, unknown>, msg }),
      warn: () => undefined,
      error: () => undefined,
    };
    const services = createServices({
      db: h.db,
      env: testEnv({ NODE_ENV: nodeEnv }),
      now: () => new Date(),
      log,
    });
    const tenant = await services.tenants.create({
      domain: uniqueDomain('reset'),
      name: 'Reset Co',
      config: tenantConfig(),
      isDefault: false,
    });
    const email = `reset-${nodeEnv}@example.com`;
    await services.candidates.create({ tenantId: tenant.id, email, passwordHash: 'x', fullName: 'R' });
    await services.auth.requestPasswordReset(tenant, email, `https://${tenant.domain}`);
    const [mail] = await services.mail.outboxFor(tenant.id, email);
    const link = /https:\/\/\S+reset-password\S+/.exec(mail!.text_body)?.[0];
    expect(link).toBeDefined();
    services.mail.close();
    return { lines, link: link! };
  }

  it('logs the link of an outbox reset mail in development', async () => {
    const { lines, link } = await resetLogged('development');
    const line = lines.find((l) => l.msg === 'Password reset mail kept in the outbox');
    expect(line?.obj.resetLink).toBe(link);
  });

  it('never logs it with NODE_ENV=production', async () => {
    const { lines, link } = await resetLogged('production');
    const line = lines.find((l) => l.msg === 'Password reset mail kept in the outbox');
    expect(line).toBeDefined();
    expect(line?.obj).not.toHaveProperty('resetLink');
    const token = new URL(link).searchParams.get('token')!;
    expect(JSON.stringify(lines)).not.toContain(token);
  });
});
