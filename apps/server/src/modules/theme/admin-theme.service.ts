import {
  type AdminTheme,
  checkContrast,
  pageConfigSchema,
  type Theme,
  type ThemeInput,
  themeSectionsSchema,
} from '@portico/contracts';
import type { Kysely } from 'kysely';
import { dbKind } from '../../db/database.js';
import type { Database } from '../../db/types.js';
import { AppError } from '../../lib/app-error.js';
import type { AuditService } from '../audit/audit.service.js';
import type { TenantsService } from '../tenants/tenants.service.js';

export const STALE_THEME = 'Someone saved the theme since you opened it. Reload it to see their changes.';

type Actor = { id: string; email: string };
type StoredConfig = { pcsxConfig: { branding: Record<string, unknown> } & Record<string, unknown> };

/**
 * The theme builder's reads and saves (docs/decisions/046). The theme lives in the tenant's configuration
 * (`pcsxConfig.branding.theme`, with `themeVersion` beside it); a save rewrites only those two keys of the
 * stored configuration, in one transaction with its audit row, and then drops the cached tenants so the next
 * page every visitor opens has the new theme.
 */
export function createAdminThemeService(
  db: Kysely<Database>,
  deps: { audit: AuditService; tenants: TenantsService; now: () => Date },
) {
  async function load(trx: Kysely<Database>, tenantId: string, lock: boolean) {
    const query = trx.selectFrom('tenants').select(['config_json']).where('id', '=', tenantId);
    const row = await (lock && dbKind(trx) === 'postgres' ? query.forUpdate() : query).executeTakeFirst();
    if (!row) throw new AppError('NOT_FOUND', 'Tenant not found.');
    const stored = JSON.parse(row.config_json) as StoredConfig;
    const branding = pageConfigSchema.parse(stored).pcsxConfig.branding;
    return { stored, theme: branding.theme, version: branding.themeVersion };
  }

  return {
    async get(tenantId: string): Promise<AdminTheme> {
      const { theme, version } = await load(db, tenantId, false);
      return { theme, version };
    },

    /**
     * Saves `input.theme` if the theme is still at `input.version` (else a 409 and nothing written). Colour
     * pairs that fail WCAG AA are refused with a 422 listing them unless the admin accepted them.
     */
    async save(
      tenantId: string,
      actor: Actor,
      input: { theme: ThemeInput; version: number; acceptContrastFailures: boolean },
    ): Promise<AdminTheme> {
      const theme: Theme = themeSectionsSchema.parse(input.theme);
      if (!input.acceptContrastFailures) {
        const failing = checkContrast(theme).filter((pair) => !pair.passes);
        if (failing.length) {
          throw new AppError('VALIDATION_FAILED', 'Some colour pairs fail the WCAG AA contrast check.', {
            fields: Object.fromEntries(
              failing.map((pair) => [
                `contrast.${pair.id}`,
                `${pair.label}: ${pair.ratio.toFixed(2)}:1, needs ${pair.minimum}:1.`,
              ]),
            ),
          });
        }
      }
      const saved = await db.transaction().execute(async (trx) => {
        const before = await load(trx, tenantId, true);
        if (before.version !== input.version) throw new AppError('CONFLICT', STALE_THEME);
        const version = before.version + 1;
        const stored: StoredConfig = {
          ...before.stored,
          pcsxConfig: {
            ...before.stored.pcsxConfig,
            branding: { ...before.stored.pcsxConfig.branding, theme, themeVersion: version },
          },
        };
        // The whole configuration must still be valid with the new theme in it.
        pageConfigSchema.parse(stored);
        await trx
          .updateTable('tenants')
          // The row's updated_at is the site settings' version and is left alone: the theme has its own
          // (themeVersion), and each save rewrites only its own keys of the configuration it reads in its
          // transaction, so a theme save and a banner save never undo each other and need not refuse each other.
          .set({ config_json: JSON.stringify(stored) })
          .where('id', '=', tenantId)
          .execute();
        await deps.audit.record(trx, tenantId, actor, {
          action: 'theme.save',
          targetType: 'theme',
          targetId: tenantId,
          before: { theme: before.theme, version: before.version },
          after: { theme, version },
        });
        return { theme, version };
      });
      deps.tenants.configChanged(tenantId);
      return saved;
    },
  };
}

export type AdminThemeService = ReturnType<typeof createAdminThemeService>;
