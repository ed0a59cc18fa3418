import {
  type AdminSite,
  LOCALES,
  type Locale,
  MAX_SYNONYM_LENGTH,
  MAX_SYNONYM_PHRASES,
  MAX_SYNONYMS,
  type PageId,
  type SiteSection,
} from '@portico/contracts';
import type { FormDefinition, FormItem, FormValues } from '@portico/forms';
import { ADMIN_TEXTS } from './texts.js';

/*
 * The site settings' sections as form-toolkit definitions (docs/decisions/045): the saved section as the
 * form's values, the form's values as the section the server takes, and the server's field errors (keyed by
 * the section's own paths, "messages.fr", "variants.1.url", "terms.version") as the form's field names. The
 * application form is JSON in a plain text box and has none of this.
 */

const T = ADMIN_TEXTS.site;
export type FormSection = Exclude<SiteSection, 'application_form'>;

const languageNames = new Intl.DisplayNames(['en'], { type: 'language' });
export const languageName = (code: string) => `${languageNames.of(code) ?? code} (${code})`;
const LANGUAGE_CHOICES = LOCALES.map((code) => ({ label: languageName(code), value: code }));

const text = (name: string, label: string, max: number, extra: Partial<FormItem> = {}): FormItem => ({
  name,
  label,
  type: 'text',
  rules: [{ type: 'maxLength', value: max }],
  ...extra,
});
const textarea = (name: string, label: string, max: number, extra: Partial<FormItem> = {}): FormItem => ({
  name,
  label,
  type: 'textarea',
  rules: [{ type: 'maxLength', value: max }],
  textAreaOptions: { size: 'small' },
  ...extra,
});
const toggle = (name: string, label: string): FormItem => ({ name, label, type: 'checkboxItem' });
const languageSelect = (name: string, label: string): FormItem => ({
  name,
  label,
  type: 'select',
  required: true,
  selectOptions: { choices: LANGUAGE_CHOICES },
});

export const SITE_FORMS: Record<FormSection, FormDefinition> = {
  banner: {
    sections: [
      {
        title: T.banner.section,
        items: [
          toggle('enabled', T.banner.enabled),
          textarea('message', T.banner.message, 1000),
          {
            name: 'alertType',
            label: T.banner.alertType,
            type: 'radio',
            required: true,
            radioOptions: {
              choices: [
                { label: T.banner.info, value: 'info' },
                { label: T.banner.alert, value: 'alert' },
              ],
            },
          },
          {
            name: 'messages',
            label: T.banner.translations,
            type: 'dynamicList',
            dynamicListOptions: {
              items: [
                languageSelect('language', T.languageLabel),
                textarea('message', T.banner.translation, 1000, { required: true }),
              ],
              addButton: { text: T.banner.addTranslation },
            },
          },
        ],
      },
    ],
  },
  hero: {
    sections: [
      {
        title: T.hero.section,
        items: [
          toggle('enabled', T.hero.enabled),
          {
            name: 'variants',
            label: T.hero.variants,
            help: T.hero.variantsHelp,
            type: 'dynamicList',
            dynamicListOptions: {
              items: [
                {
                  name: 'minWidth',
                  label: T.hero.minWidth,
                  type: 'number',
                  required: true,
                  rules: [{ type: 'minValue', value: 0 }],
                  layout: { span: 6 },
                },
                {
                  name: 'maxWidth',
                  label: T.hero.maxWidth,
                  type: 'number',
                  rules: [{ type: 'minValue', value: 1 }],
                  layout: { span: 6 },
                },
                text('url', T.hero.url, 1000, { required: true }),
                text('alt', T.hero.alt, 300),
              ],
              itemDefaultValue: { minWidth: 0, maxWidth: null, url: '', alt: '' },
              addButton: { text: T.hero.addVariant },
            },
          },
        ],
      },
    ],
  },
  landing: {
    sections: [
      {
        title: T.landing.section,
        items: [
          text('headline', T.landing.headline, 120, { help: T.landing.headlineHelp }),
          textarea('message', T.landing.message, 300),
          {
            name: 'translations',
            label: T.landing.translations,
            type: 'dynamicList',
            dynamicListOptions: {
              items: [
                languageSelect('language', T.landing.language),
                text('headline', T.landing.translatedHeadline, 120),
                textarea('message', T.landing.translatedMessage, 300),
              ],
              addButton: { text: T.landing.addTranslation },
            },
          },
        ],
      },
    ],
  },
  footer: {
    sections: [
      {
        title: T.footer.section,
        items: [
          textarea('html', T.footer.html, 20000, {
            help: T.footer.htmlHelp,
            textAreaOptions: { size: 'large' },
          }),
          toggle('hidePoweredBy', T.footer.hidePoweredBy),
        ],
      },
    ],
  },
  navbar: {
    sections: [
      {
        title: T.navbar.section,
        items: [
          toggle('enable', T.navbar.enable),
          toggle('showInLoggedinView', T.navbar.showInLoggedinView),
          toggle('injectInHtmlTemplate', T.navbar.injectInHtmlTemplate),
          {
            name: 'links',
            label: T.navbar.links,
            type: 'dynamicList',
            rules: [{ type: 'maxLength', value: 12 }],
            dynamicListOptions: {
              items: [
                text('label', T.navbar.label, 80, { required: true, layout: { span: 6 } }),
                text('href', T.navbar.href, 500, { required: true, layout: { span: 6 } }),
              ],
              itemDefaultValue: { label: '', href: '' },
              addButton: { text: T.navbar.addLink },
              itemLayout: 'inline',
            },
          },
        ],
      },
    ],
  },
  languages: {
    sections: [
      {
        title: T.languages.section,
        items: [
          {
            name: 'supportedLanguages',
            label: T.languages.supported,
            type: 'checkbox',
            required: true,
            checkboxOptions: { choices: LANGUAGE_CHOICES },
          },
          { ...languageSelect('defaultLanguage', T.languages.default), help: T.languages.defaultHelp },
        ],
      },
    ],
  },
  features: {
    sections: [
      {
        title: T.features.section,
        items: [
          toggle('map', T.features.map),
          toggle('jobCart', T.features.jobCart),
          toggle('loggedOutApply', T.features.loggedOutApply),
          toggle('chat', T.features.chat),
          toggle('chatRequireLogin', T.features.chatLogin),
          toggle('savedSearchNotifications', T.features.savedSearchNotifications),
          toggle('inAppNotifications', T.features.inAppNotifications),
        ],
      },
      {
        title: T.features.termsSection,
        items: [
          toggle('termsEnabled', T.features.terms),
          {
            name: 'termsVersion',
            label: T.features.termsVersion,
            help: T.features.termsVersionHelp,
            type: 'number',
            required: true,
            rules: [
              { type: 'minValue', value: 1 },
              { type: 'maxValue', value: 1_000_000 },
            ],
          },
          text('termsHeadingText', T.features.termsHeading, 300),
          textarea('termsHelperText', T.features.termsHelper, 2000),
          textarea('termsInfoText', T.features.termsInfo, 20000, { textAreaOptions: { size: 'large' } }),
          textarea('termsDisclaimerText', T.features.termsDisclaimer, 2000),
          text('termsSubmitButtonText', T.features.termsSubmit, 80),
        ],
      },
    ],
  },
  search: {
    sections: [
      {
        title: T.search.section,
        description: T.search.help,
        items: [
          {
            name: 'synonyms',
            label: T.search.synonyms,
            type: 'dynamicList',
            rules: [{ type: 'maxLength', value: MAX_SYNONYMS }],
            dynamicListOptions: {
              items: [
                text('from', T.search.from, MAX_SYNONYM_LENGTH, { required: true, layout: { span: 5 } }),
                textarea('to', T.search.to, MAX_SYNONYM_PHRASES * (MAX_SYNONYM_LENGTH + 1), {
                  required: true,
                  help: T.search.toHelp,
                  layout: { span: 7 },
                }),
              ],
              itemDefaultValue: { from: '', to: '' },
              addButton: { text: T.search.add },
              itemLayout: 'inline',
            },
          },
        ],
      },
    ],
  },
};

/** "Also find" is a text box with a phrase a line; blank lines are not phrases. */
const phrasesOf = (text: unknown) =>
  str(text)
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);

const translationList = (map: Partial<Record<Locale, string>>, key: string) =>
  Object.entries(map).map(([language, value]) => ({ language, [key]: value }));
const translationMap = (list: unknown, key: string): Partial<Record<string, string>> =>
  Object.fromEntries(
    ((list as Record<string, unknown>[] | undefined) ?? [])
      .filter((entry) => entry.language && String(entry[key] ?? '').trim())
      .map((entry) => [String(entry.language), String(entry[key])]),
  );
const str = (value: unknown) => (typeof value === 'string' ? value : '');
const num = (value: unknown) => (typeof value === 'number' ? value : null);

/** A saved section as its form's values (the hero: one page's images). */
export function formValuesOf(site: AdminSite, section: FormSection, heroPage: PageId): FormValues {
  switch (section) {
    case 'banner':
      return {
        enabled: site.banner.enabled,
        message: site.banner.message,
        alertType: site.banner.alertType,
        messages: translationList(site.banner.messages, 'message'),
      };
    case 'hero': {
      const hero = site.hero[heroPage];
      return { enabled: hero?.enabled ?? true, variants: hero?.variants ?? [] };
    }
    case 'landing': {
      const { headline, headlines, message, messages } = site.landing;
      const languages = [...new Set([...Object.keys(headlines), ...Object.keys(messages)])] as Locale[];
      return {
        headline,
        message,
        translations: languages.map((language) => ({
          language,
          headline: headlines[language] ?? '',
          message: messages[language] ?? '',
        })),
      };
    }
    case 'footer':
      return { ...site.footer };
    case 'navbar':
      return {
        enable: site.navbar.enable,
        showInLoggedinView: site.navbar.showInLoggedinView,
        injectInHtmlTemplate: site.navbar.injectInHtmlTemplate,
        links: site.navbar.links.map(({ label, href }) => ({ label, href })),
      };
    case 'languages':
      return { ...site.languages, supportedLanguages: [...site.languages.supportedLanguages] };
    case 'features': {
      const f = site.features;
      return {
        map: f.map,
        jobCart: f.jobCart,
        loggedOutApply: f.loggedOutApply,
        chat: f.chat.enabled,
        chatRequireLogin: f.chat.requireLogin,
        savedSearchNotifications: f.savedSearchNotifications,
        inAppNotifications: f.inAppNotifications,
        termsEnabled: f.terms.enabled,
        termsVersion: f.terms.version,
        termsHeadingText: f.terms.headingText,
        termsHelperText: f.terms.helperText,
        termsInfoText: f.terms.infoText,
        termsDisclaimerText: f.terms.disclaimerText,
        termsSubmitButtonText: f.terms.submitButtonText,
      };
    }
    case 'search':
      return { synonyms: site.search.synonyms.map(({ from, to }) => ({ from, to: to.join('\n') })) };
  }
}

/** A form's values as the section the server takes (the hero: every page, this one replaced). */
export function sectionValueOf(
  site: AdminSite,
  section: FormSection,
  values: FormValues,
  heroPage: PageId,
): unknown {
  switch (section) {
    case 'banner':
      return {
        enabled: values.enabled === true,
        message: str(values.message),
        alertType: values.alertType === 'alert' ? 'alert' : 'info',
        messages: translationMap(values.messages, 'message'),
      };
    case 'hero': {
      const variants = ((values.variants as Record<string, unknown>[] | undefined) ?? []).map((v) => ({
        minWidth: num(v.minWidth) ?? 0,
        maxWidth: num(v.maxWidth),
        url: str(v.url).trim(),
        alt: str(v.alt),
      }));
      const { [heroPage]: _old, ...others } = site.hero;
      // A page without images has no hero entry at all.
      return variants.length > 0
        ? { ...others, [heroPage]: { enabled: values.enabled === true, variants } }
        : others;
    }
    case 'landing':
      return {
        headline: str(values.headline),
        message: str(values.message),
        headlines: translationMap(values.translations, 'headline'),
        messages: translationMap(values.translations, 'message'),
      };
    case 'footer':
      return { html: str(values.html), hidePoweredBy: values.hidePoweredBy === true };
    case 'navbar': {
      // Translated labels are kept for links whose address stays.
      const labelsByHref = new Map(site.navbar.links.map((link) => [link.href, link.labels]));
      const links = ((values.links as Record<string, unknown>[] | undefined) ?? []).map((link) => ({
        label: str(link.label).trim(),
        href: str(link.href).trim(),
        labels: labelsByHref.get(str(link.href).trim()) ?? {},
      }));
      return {
        enable: values.enable === true,
        showInLoggedinView: values.showInLoggedinView === true,
        injectInHtmlTemplate: values.injectInHtmlTemplate === true,
        links,
      };
    }
    case 'languages':
      return {
        supportedLanguages: (values.supportedLanguages as string[] | undefined) ?? [],
        defaultLanguage: str(values.defaultLanguage),
      };
    case 'features':
      return {
        map: values.map === true,
        jobCart: values.jobCart === true,
        loggedOutApply: values.loggedOutApply === true,
        chat: { enabled: values.chat === true, requireLogin: values.chatRequireLogin === true },
        savedSearchNotifications: values.savedSearchNotifications === true,
        inAppNotifications: values.inAppNotifications === true,
        terms: {
          enabled: values.termsEnabled === true,
          version: num(values.termsVersion) ?? 0,
          headingText: str(values.termsHeadingText),
          helperText: str(values.termsHelperText),
          infoText: str(values.termsInfoText),
          disclaimerText: str(values.termsDisclaimerText),
          submitButtonText: str(values.termsSubmitButtonText),
        },
      };
    case 'search':
      return {
        synonyms: ((values.synonyms as Record<string, unknown>[] | undefined) ?? []).map((entry) => ({
          from: str(entry.from).trim(),
          to: phrasesOf(entry.to),
        })),
      };
  }
}

const capitalised = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * The server's errors (keyed by the section's paths) on the form's fields; what no field shows stays in
 * `other` with its path, for the list above the form.
 */
export function formErrorsOf(
  section: FormSection,
  fields: Readonly<Record<string, string>> | undefined,
  heroPage: PageId,
  values: FormValues,
): { errors: Record<string, string>; other: string[] } {
  const errors: Record<string, string> = {};
  const other: string[] = [];
  const translations = (list: unknown) => (list as { language?: string }[] | undefined) ?? [];
  for (const [path, message] of Object.entries(fields ?? {})) {
    const parts = path.split('.');
    let name: string | null = null;
    let shown = message;
    if (section === 'hero') name = parts[0] === heroPage ? parts.slice(1).join('.') : null;
    else if (section === 'banner' && parts[0] === 'messages') {
      const index = translations(values.messages).findIndex((t) => t.language === parts[1]);
      name = index >= 0 ? `messages.${index}.message` : null;
    } else if (section === 'landing' && (parts[0] === 'headlines' || parts[0] === 'messages')) {
      const index = translations(values.translations).findIndex((t) => t.language === parts[1]);
      name = index >= 0 ? `translations.${index}.${parts[0] === 'headlines' ? 'headline' : 'message'}` : null;
    } else if (section === 'features' && parts[0] === 'terms')
      name = `terms${capitalised(parts[1] ?? 'enabled')}`;
    else if (section === 'features' && parts[0] === 'chat')
      name = parts[1] === 'requireLogin' ? 'chatRequireLogin' : 'chat';
    else if (section === 'navbar' && parts[0] === 'links' && parts.length === 1) name = null;
    else if (section === 'search' && parts[0] === 'synonyms' && parts[2] === 'to' && parts[3]) {
      // A phrase's error goes on its entry's text box, naming the phrase (lines are not fields).
      const entries = (values.synonyms as Record<string, unknown>[] | undefined) ?? [];
      const phrase = phrasesOf(entries[Number(parts[1])]?.to)[Number(parts[3])];
      name = parts.slice(0, 3).join('.');
      if (phrase !== undefined) shown = `“${phrase}”: ${message}`;
    } else name = path;
    const top = name?.split('.')[0];
    const known = SITE_FORMS[section].sections.some((s) => s.items.some((item) => item.name === top));
    // Several phrases of one text box can each have an error: it shows them all.
    if (name && known) errors[name] = errors[name] ? `${errors[name]} ${shown}` : shown;
    else other.push(`${path}: ${message}`);
  }
  return { errors, other };
}
