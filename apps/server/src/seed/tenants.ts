import type { PageConfigInput } from '@portico/contracts';

/**
 * The two demo tenants of DEMO.md. Every switch that differs between them is set explicitly, so the
 * table in DEMO.md can be checked line by line against this file.
 */

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
    branding: {
      companyName: 'Northwind Traders',
      // Colours checked for WCAG AA (4.5:1) in tenants.test.ts.
      theme: {
        primary: '#0b5d6b',
        primaryContrast: '#ffffff',
        accent: '#b4470f',
        background: '#ffffff',
        surface: '#f3f7f7',
        text: '#14262e',
        mutedText: '#4a5b63',
        navbarBackground: '#0a3a45',
        navbarText: '#ffffff',
        radius: 10,
      },
      customPageSections: {
        customNavbarConfig: {
          enable: true,
          showInLoggedinView: true,
          injectInHtmlTemplate: true,
          links: [
            { label: 'All jobs', href: '/careers' },
            { label: 'Account settings', href: '/careers/settings' },
            { label: 'Contact recruiting', href: 'mailto:careers@northwind.example' },
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
        customBanner: { enabled: true, alertType: 'info', message: "We're hiring in 60 cities" },
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
    },
    jobCartConfig: { enabled: true },
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
  loginSignupConfig: { candidateLoginEnabled: true, loggedOutApplyEnabled: true },
  chatbotxConfig: { enabled: true, requireLogin: false },
};

export const CONTOSO_CONFIG: PageConfigInput = {
  pcsxConfig: {
    branding: {
      companyName: 'Contoso',
      theme: {
        primary: '#5b2a86',
        primaryContrast: '#ffffff',
        accent: '#00695c',
        background: '#fcfbf8',
        surface: '#f2eff7',
        text: '#1f1d24',
        mutedText: '#55505e',
        navbarBackground: '#ffffff',
        navbarText: '#1f1d24',
        radius: 2,
        fontFamily: 'Georgia, "Times New Roman", serif',
      },
      customPageSections: {
        customNavbarConfig: { enable: false, showInLoggedinView: false, links: [] },
        heroImages: {},
        customBanner: {
          enabled: true,
          alertType: 'alert',
          message:
            'Scheduled maintenance: applications cannot be submitted on Saturday from 22:00 to 23:30 UTC. Saved drafts are kept.',
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
  },
  supportedLanguages: ['en', 'fr', 'nl'],
  defaultLanguage: 'en',
  notificationsConfig: {
    savedSearchNotification: { enabled: false },
    enableCandidateInappNotifications: true,
    hasActionRequiredNotificationsConfigured: false,
  },
  loginSignupConfig: { candidateLoginEnabled: true, loggedOutApplyEnabled: false },
  chatbotxConfig: { enabled: true, requireLogin: true },
};

export const DEMO_TENANTS = [
  { domain: NORTHWIND_DOMAIN, name: 'Northwind Traders', isDefault: true, config: NORTHWIND_CONFIG },
  { domain: CONTOSO_DOMAIN, name: 'Contoso', isDefault: false, config: CONTOSO_CONFIG },
] as const;
