import type { PageConfigInput } from '@portico/contracts';
import { type CitySpec, CONTOSO_CITIES, NORTHWIND_CITIES } from './cities.js';

/**
 * The two demo tenants of DEMO.md. Every switch that differs between them is set explicitly, so the
 * table in DEMO.md can be checked line by line against this file.
 */

/**
 * The countries a tenant's fully remote positions (the ones that name no place) hire from: the countries of
 * the cities it hires in, for their JobPosting data's applicantLocationRequirements.
 */
const countriesOf = (cities: readonly CitySpec[]) => [...new Set(cities.map((c) => c.countryCode))];

/** Filters the generated positions support; names are the position fields a search will filter on. */
const JOB_TYPE_LABELS = {
  'full-time': 'Full-time',
  'part-time': 'Part-time',
  contract: 'Contract',
  internship: 'Internship',
  temporary: 'Temporary',
};
const SENIORITY_LABELS = {
  entry: 'Entry level',
  mid: 'Mid level',
  senior: 'Senior',
  lead: 'Lead',
  principal: 'Principal',
  director: 'Director',
};
const FILTERS = {
  department: { filterName: 'department', displayName: 'Department', type: 'multiselect' },
  jobType: {
    filterName: 'job_type',
    displayName: 'Job type',
    type: 'multiselect',
    labelMap: JOB_TYPE_LABELS,
  },
  seniority: {
    filterName: 'seniority',
    displayName: 'Seniority',
    type: 'multiselect',
    labelMap: SENIORITY_LABELS,
  },
  location: { filterName: 'location', displayName: 'Location', type: 'autocomplete' },
  remote: {
    filterName: 'is_remote',
    displayName: 'Remote',
    type: 'multiselect',
    labelMap: { true: 'Remote', false: 'On-site' },
  },
  datePosted: { filterName: 'posted_at', displayName: 'Date posted', type: 'date_range' },
} as const;

const ALL_FILTERS = [
  FILTERS.department,
  FILTERS.jobType,
  FILTERS.seniority,
  FILTERS.location,
  FILTERS.remote,
  FILTERS.datePosted,
];

export const NORTHWIND_DOMAIN = 'northwind.example';
export const CONTOSO_DOMAIN = 'contoso.example';

export const NORTHWIND_CONFIG: PageConfigInput = {
  pcsxConfig: {
    // Visitors may subscribe to a search's new jobs by e-mail, confirmed by a mailed link (docs/decisions/053).
    loggedOutNotificationConfig: {
      enabled: true,
      privacyText:
        'We use your e-mail address only to send you the new jobs of this search, at the frequency you choose. Every mail has a link to stop them at once, and we delete your address when you do.',
    },
    branding: {
      companyName: 'Northwind Traders',
      // A square mark on its own background, so it reads on the dark navbar and on white alike.
      logoUrl: '/brand/northwind.svg',
      // Colours checked for WCAG AA (4.5:1) in tenants.test.ts.
      theme: {
        core_properties: {
          primary: '#0b5d6b',
          primaryContrast: '#ffffff',
          background: '#ffffff',
          surface: '#f3f7f7',
          text: '#14262e',
          mutedText: '#4a5b63',
        },
        navbar: { background: '#0a3a45', text: '#ffffff' },
        border_radius: { radius: 10 },
      },
      customPageSections: {
        customNavbarConfig: {
          enable: true,
          showInLoggedinView: true,
          injectInHtmlTemplate: true,
          // Labels follow the page's language (Arabic pages read right to left with Arabic links).
          links: [
            {
              label: 'All jobs',
              labels: {
                es: 'Todos los empleos',
                fr: 'Toutes les offres',
                de: 'Alle Jobs',
                ja: 'すべての求人',
                ar: 'كل الوظائف',
              },
              href: '/careers',
            },
            {
              label: 'Account settings',
              labels: {
                es: 'Configuración de la cuenta',
                fr: 'Paramètres du compte',
                de: 'Kontoeinstellungen',
                ja: 'アカウント設定',
                ar: 'إعدادات الحساب',
              },
              href: '/careers/settings',
            },
            {
              label: 'Contact recruiting',
              labels: {
                es: 'Contactar con selección',
                fr: 'Contacter le recrutement',
                de: 'Recruiting kontaktieren',
                ja: '採用担当に問い合わせる',
                ar: 'تواصل مع فريق التوظيف',
              },
              href: 'mailto:careers@northwind.example',
            },
          ],
        },
        heroImages: {
          jobs: {
            enabled: true,
            variants: [
              {
                minWidth: 0,
                maxWidth: 600,
                url: '/hero/northwind-phone.svg',
                alt: '',
              },
              {
                minWidth: 600,
                maxWidth: null,
                url: '/hero/northwind-desktop.svg',
                alt: '',
              },
            ],
          },
        },
        customBanner: {
          enabled: true,
          alertType: 'info',
          message: "We're hiring in 60 cities",
          messages: {
            es: 'Contratamos en 60 ciudades',
            fr: 'Nous recrutons dans 60 villes',
            de: 'Wir stellen in 60 Städten ein',
            ja: '60都市で採用中',
            ar: 'نوظّف في 60 مدينة',
          },
        },
        landing: {
          headline: 'Work at Northwind Traders',
          headlines: {
            es: 'Trabaja en Northwind Traders',
            fr: 'Travaillez chez Northwind Traders',
            de: 'Arbeiten bei Northwind Traders',
            ja: 'Northwind Traders で働く',
            ar: 'اعمل في Northwind Traders',
          },
          message:
            'Good food, fairly traded: roles in engineering, supply chain, sales and more in over 60 cities, or remote.',
          messages: {
            es: 'Buena comida, comercio justo: empleos en ingeniería, cadena de suministro, ventas y más en más de 60 ciudades, o en remoto.',
            fr: 'De bons produits, un commerce équitable : des postes en ingénierie, logistique, vente et plus dans plus de 60 villes, ou à distance.',
            de: 'Gutes Essen, fair gehandelt: Stellen in Technik, Lieferkette, Vertrieb und mehr in über 60 Städten oder remote.',
            ja: '良い食品を公正な取引で。60以上の都市やリモートで、エンジニアリング、サプライチェーン、営業などの職種を募集しています。',
            ar: 'طعام جيد بتجارة عادلة: وظائف في الهندسة وسلاسل الإمداد والمبيعات وغيرها في أكثر من 60 مدينة، أو عن بُعد.',
          },
        },
        footer: {
          html:
            '<nav aria-label="Northwind Traders"><ul>' +
            '<li><a href="/careers">Search all jobs</a></li>' +
            '<li><a href="mailto:careers@northwind.example">careers@northwind.example</a></li>' +
            '<li><a href="mailto:accessibility@northwind.example">Request an adjustment to our hiring process</a></li>' +
            '</ul></nav>' +
            '<p>© Northwind Traders. Good food, fairly traded, in more than 60 cities.</p>',
          hidePoweredBy: false,
        },
      },
    },
    seoConfig: {
      remoteApplicantCountries: countriesOf(NORTHWIND_CITIES),
      description:
        'Careers at Northwind Traders: find jobs in engineering, supply chain, sales and more in over 60 cities worldwide, or work remotely.',
      pages: {
        jobs: {
          description: 'Search open positions at Northwind Traders by department, location and job type.',
        },
      },
    },
    termsConfig: { enabled: false },
    searchConfig: {
      smartFilters: [FILTERS.department, FILTERS.location, FILTERS.remote, FILTERS.datePosted],
      allFilters: ALL_FILTERS,
      mapConfig: { enabled: true },
      currentLocation: { enabled: true },
      // A food distributor's own words (the site settings' Search section edits them): people look for
      // "forklift driver" jobs that the positions call warehouse work, and for buyers where they say procurement.
      synonyms: [
        { from: 'forklift driver', to: ['warehouse'] },
        { from: 'buyer', to: ['procurement', 'sourcing'] },
      ],
    },
    jobCartConfig: { enabled: true },
    // The dashboard (docs/decisions/054): every tab, and the first address sends to the second version.
    dashboardConfig: {
      tabs: ['applications', 'interviews', 'savedPositions', 'events', 'offers', 'drafts', 'referrals'],
      redirectToV2: true,
    },
    // Per-position overrides (spec 2 §4): warehouse and transport roles explain how pay works, and
    // internships show no salary range (it is set per school programme).
    overrides: {
      positions: [
        {
          match: { departments: ['Supply Chain & Logistics'] },
          positionDetailsConfig: {
            notice:
              'Shift allowances are paid on top of the salary shown. Ask us about the shift pattern at your interview.',
          },
        },
        {
          match: { jobTypes: ['internship'] },
          positionDetailsConfig: { showSalary: false, showInsights: false },
        },
      ],
    },
  },
  supportedLanguages: ['en', 'es', 'fr', 'de', 'ja', 'ar'],
  defaultLanguage: 'en',
  notificationsConfig: {
    savedSearchNotification: { enabled: true },
    enableCandidateInappNotifications: true,
    hasActionRequiredNotificationsConfigured: true,
  },
  loginSignupConfig: {
    candidateLoginEnabled: true,
    loggedOutApplyEnabled: true,
    termsUrl: 'https://northwind.example/legal/terms',
    privacyPolicyUrl: 'https://northwind.example/legal/privacy',
  },
  chatbotxConfig: { enabled: true, requireLogin: false },
  // Northwind's employees refer people; their referrals show on the candidate's dashboard.
  gates: { referralWithCandidateApplicationGate: true },
};

export const CONTOSO_CONFIG: PageConfigInput = {
  pcsxConfig: {
    branding: {
      companyName: 'Contoso',
      logoUrl: '/brand/contoso.svg',
      theme: {
        core_properties: {
          primary: '#5b2a86',
          primaryContrast: '#ffffff',
          background: '#fcfbf8',
          surface: '#f2eff7',
          text: '#1f1d24',
          mutedText: '#55505e',
          fontFamily: 'Georgia, "Times New Roman", serif',
        },
        navbar: { background: '#ffffff', text: '#1f1d24' },
        border_radius: { radius: 2 },
      },
      customPageSections: {
        customNavbarConfig: { enable: false, showInLoggedinView: false, links: [] },
        heroImages: {},
        // What the site really does: Contoso switches logged-out apply off (loginSignupConfig below), so applying
        // asks for an account, and the apply page keeps every answer as a draft.
        customBanner: {
          enabled: true,
          alertType: 'info',
          message:
            'To apply at Contoso, sign in or create a candidate account. Your answers are kept as a draft as you go.',
          messages: {
            fr: 'Pour postuler chez Contoso, connectez-vous ou créez un compte candidat. Vos réponses sont gardées en brouillon au fil de la saisie.',
            nl: 'Log in of maak een kandidaatsaccount aan om bij Contoso te solliciteren. Uw antwoorden worden gaandeweg als concept bewaard.',
          },
        },
        landing: {
          headline: 'Build software people depend on',
          headlines: {
            fr: 'Construisez des logiciels sur lesquels on peut compter',
            nl: 'Bouw software waar mensen op rekenen',
          },
          message:
            'Engineering, design, product and more across Europe and North America, on site, hybrid or remote.',
          messages: {
            fr: 'Ingénierie, design, produit et plus encore en Europe et en Amérique du Nord, sur site, en hybride ou à distance.',
            nl: 'Engineering, design, product en meer in Europa en Noord-Amerika, op locatie, hybride of op afstand.',
          },
        },
        footer: {
          html:
            '<p>Contoso Ltd. · Building software that public services can depend on.</p>' +
            '<p><a href="mailto:talent@contoso.example">talent@contoso.example</a></p>',
          hidePoweredBy: true,
        },
      },
    },
    seoConfig: {
      remoteApplicantCountries: countriesOf(CONTOSO_CITIES),
      description:
        'Jobs at Contoso in Europe and North America: engineering, design, product and more, on site, hybrid or remote.',
    },
    termsConfig: {
      enabled: true,
      // DEMO.md: version 2; the demo candidate attested version 1, so the gate shows again.
      version: 2,
      headingText: 'Before you continue: Contoso candidate terms',
      helperText: 'Please read and accept our candidate terms to use your Contoso careers account.',
      infoText:
        'Contoso stores the information you give us (your profile, resumes and applications) to consider you for positions and to keep you informed about your applications. ' +
        'We keep your data for up to two years after your last activity, and you can ask us to delete it at any time from your account settings. ' +
        'Recruiters and hiring managers at Contoso and its subsidiaries in Europe and North America can see your applications.',
      disclaimerText:
        'By selecting "Accept and continue" you confirm that you have read the candidate terms and the privacy notice.',
      submitButtonText: 'Accept and continue',
    },
    searchConfig: {
      smartFilters: [FILTERS.department, FILTERS.jobType, FILTERS.location],
      allFilters: ALL_FILTERS,
      mapConfig: { enabled: false },
      currentLocation: { enabled: true },
    },
    jobCartConfig: { enabled: false },
    // A shorter dashboard: no events, drafts or referrals tabs (and no referral gate below).
    dashboardConfig: {
      tabs: ['applications', 'interviews', 'savedPositions', 'offers'],
      redirectToV2: false,
    },
  },
  supportedLanguages: ['en', 'fr', 'nl'],
  defaultLanguage: 'en',
  notificationsConfig: {
    savedSearchNotification: { enabled: false },
    enableCandidateInappNotifications: true,
    hasActionRequiredNotificationsConfigured: false,
  },
  loginSignupConfig: {
    candidateLoginEnabled: true,
    loggedOutApplyEnabled: false,
    termsUrl: 'https://contoso.example/careers/terms',
    privacyPolicyUrl: 'https://contoso.example/privacy',
  },
  chatbotxConfig: { enabled: true, requireLogin: true },
};

export const DEMO_TENANTS = [
  { domain: NORTHWIND_DOMAIN, name: 'Northwind Traders', isDefault: true, config: NORTHWIND_CONFIG },
  { domain: CONTOSO_DOMAIN, name: 'Contoso', isDefault: false, config: CONTOSO_CONFIG },
] as const;
