import {
  type AdminSite,
  type PageConfig,
  SITE_SECTION_PATHS,
  type SiteSection,
  type UpdateSiteSectionRequest,
} from '@portico/contracts';
import { AppError } from '../../lib/app-error.js';
import { DEFAULT_SYNONYMS } from '../../search/words.js';
import type { ApplicationsService } from '../applications/applications.service.js';
import type { AuditActor } from '../audit/audit.service.js';
import { sanitizeFooterHtml } from '../pages/footer-html.js';
import type { PositionsService } from '../positions/positions.service.js';
import { readConfigPart, type TenantsService } from '../tenants/tenants.service.js';

/**
 * The tenant admin's site settings (docs/decisions/045): the sections of the page configuration the
 * candidate pages read, and the application form. Every configuration section is saved through
 * `tenants.updateConfigPart` (the schema's check, the version, the audit row, the caches); the form through
 * `applications.saveFormConfig`.
 */
export function createAdminSiteService(deps: {
  tenants: TenantsService;
  applications: ApplicationsService;
  positions: Pick<PositionsService, 'reindexTenant'>;
}) {
  function sectionsOf(
    config: PageConfig,
  ): Omit<AdminSite, 'version' | 'application_form' | 'builtInSynonyms'> {
    const read = <T>(section: keyof typeof SITE_SECTION_PATHS) =>
      readConfigPart(config, SITE_SECTION_PATHS[section]) as T;
    return {
      banner: read('banner'),
      hero: read('hero'),
      landing: read('landing'),
      footer: read('footer'),
      navbar: read('navbar'),
      languages: read('languages'),
      features: read('features'),
      search: read('search'),
    };
  }

  async function get(tenantId: string): Promise<AdminSite> {
    const [{ config, version }, form] = await Promise.all([
      deps.tenants.configForEditing(tenantId),
      deps.applications.storedForm(tenantId),
    ]);
    return {
      version,
      ...sectionsOf(config),
      application_form: form,
      builtInSynonyms: DEFAULT_SYNONYMS as AdminSite['builtInSynonyms'],
    };
  }

  return {
    get,

    async save(
      tenantId: string,
      actor: AuditActor,
      section: SiteSection,
      request: UpdateSiteSectionRequest,
    ): Promise<AdminSite> {
      if (section === 'application_form') {
        await deps.applications.saveFormConfig(tenantId, actor, {
          version: request.version,
          form: request.value,
        });
      } else {
        if (request.version === null)
          throw new AppError('VALIDATION_FAILED', 'The settings are invalid.', {
            fields: { version: 'Name the version you edited.' },
          });
        const before = section === 'languages' ? await deps.tenants.configForEditing(tenantId) : null;
        await deps.tenants.updateConfigPart({
          tenantId,
          actor,
          version: request.version,
          part: SITE_SECTION_PATHS[section],
          value: request.value,
          action: `site.${section}`,
        });
        // The tenant's positions are indexed in its default language (search/languages.ts): another one
        // stems them differently, so they are indexed again, or searches would miss them.
        const site = await get(tenantId);
        if (before && before.config.defaultLanguage !== site.languages.defaultLanguage)
          await deps.positions.reindexTenant(tenantId);
        return site;
      }
      return get(tenantId);
    },

    /** The footer as candidates will get it: the pages' own sanitiser. */
    previewFooter(html: string): { html: string } {
      return { html: sanitizeFooterHtml(html) };
    },
  };
}
export type AdminSiteService = ReturnType<typeof createAdminSiteService>;
