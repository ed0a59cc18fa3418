/**
 * The relevance set: what a candidate types and, written by hand, what they mean by it (the intent the
 * grading rule in grade.mjs judges every position against). Roles are the catalogue's role names
 * (apps/server/src/seed/job-catalogue.ts), skills its skill names, exactly as positions carry them.
 *
 * An intent has either `roles` (a role search) or `skills` (a skill search), and may add constraints:
 * - `roles`: the roles meant; `related`: roles that are a partial answer (grade 1); with `roles`, `skills`
 *   are partial answers too (a position asking for one of them is related work).
 * - `skills`: for a skill search, the skills meant (required by the position: 3, preferred: 2).
 * - `seniority`: 'entry' (Junior X), 'senior', 'lead', 'principal' or 'intern' (X Intern).
 * - `remote: true`: remote positions only.
 * - `near: { city, km }`: a place of the position within km of the city (the catalogue's coordinates).
 * What is sent to the search: `q` as the query, `location` (a place, or "remote") and `distance` (the radius
 * filter, km; the search's default is 50 km, which `near.km` then says).
 */

const ENGINEER_ROLES = [
  'Software Engineer',
  'Frontend Engineer',
  'Backend Engineer',
  'Mobile Engineer',
  'Site Reliability Engineer',
  'QA Engineer',
  'Data Engineer',
  'Machine Learning Engineer',
  'Security Engineer',
];
/** What "developer" means in the catalogue: the roles that write application code. */
const DEVELOPER_ROLES = ['Software Engineer', 'Frontend Engineer', 'Backend Engineer', 'Mobile Engineer'];
const ANALYST_ROLES = ['Data Analyst', 'Financial Analyst', 'Operations Analyst', 'Compliance Analyst'];
const DESIGNER_ROLES = ['Product Designer', 'Content Designer'];

const title = (q, role, related = []) => ({ q, kind: 'title', roles: [role], related });

export const QUERIES = [
  // title: a role's name as the catalogue writes it (case as people type it varies).
  title('Accountant', 'Accountant', ['Financial Analyst', 'Payroll Specialist', 'Finance Manager']),
  title('Account Executive', 'Account Executive', [
    'Key Account Manager',
    'Sales Development Representative',
  ]),
  title('Data Engineer', 'Data Engineer', ['Data Scientist', 'Machine Learning Engineer', 'Data Analyst']),
  title('QA Engineer', 'QA Engineer', ['Software Engineer']),
  title('IT Support Specialist', 'IT Support Specialist', [
    'Systems Administrator',
    'Customer Support Specialist',
  ]),
  title('UX Researcher', 'UX Researcher', ['Product Designer', 'Content Designer']),
  title('software engineer', 'Software Engineer', [
    'Frontend Engineer',
    'Backend Engineer',
    'Mobile Engineer',
  ]),
  title('data scientist', 'Data Scientist', ['Machine Learning Engineer', 'Data Analyst']),
  title('recruiter', 'Recruiter', ['HR Business Partner']),
  title('product manager', 'Product Manager', ['Product Owner', 'Technical Program Manager']),
  title('Security Engineer', 'Security Engineer', ['Systems Administrator']),
  title('Warehouse Supervisor', 'Warehouse Supervisor', ['Logistics Coordinator']),
  title('legal counsel', 'Legal Counsel', ['Contract Manager', 'Compliance Analyst']),
  title('Payroll Specialist', 'Payroll Specialist', ['Accountant']),
  title('systems administrator', 'Systems Administrator', [
    'IT Support Specialist',
    'Site Reliability Engineer',
  ]),
  title('Customer Success Manager', 'Customer Success Manager', ['Customer Support Specialist']),
  title('demand planner', 'Demand Planner', ['Supply Chain Planner']),
  title('Frontend Engineer', 'Frontend Engineer', ['Software Engineer']),

  // variant: plural and singular, short forms and other word orders of the same roles.
  { q: 'accountants', kind: 'variant', roles: ['Accountant'] },
  { q: 'data engineers', kind: 'variant', roles: ['Data Engineer'] },
  { q: 'recruiters', kind: 'variant', roles: ['Recruiter'] },
  { q: 'product designers', kind: 'variant', roles: ['Product Designer'] },
  { q: 'swe', kind: 'variant', roles: ['Software Engineer'], related: DEVELOPER_ROLES.slice(1) },
  { q: 'sre', kind: 'variant', roles: ['Site Reliability Engineer'] },
  { q: 'pm', kind: 'variant', roles: ['Product Manager'], related: ['Technical Program Manager'] },
  { q: 'dev', kind: 'variant', roles: DEVELOPER_ROLES },
  { q: 'developer', kind: 'variant', roles: DEVELOPER_ROLES },
  { q: 'ux', kind: 'variant', roles: ['UX Researcher'], related: DESIGNER_ROLES },
  { q: 'hr bp', kind: 'variant', roles: ['HR Business Partner'] },
  { q: 'engineer data', kind: 'variant', roles: ['Data Engineer'] },
  { q: 'designer product', kind: 'variant', roles: ['Product Designer'] },
  { q: 'front-end developer', kind: 'variant', roles: ['Frontend Engineer'] },
  { q: 'backend developer', kind: 'variant', roles: ['Backend Engineer'] },
  { q: 'sysadmin', kind: 'variant', roles: ['Systems Administrator'] },
  { q: 'ml engineer', kind: 'variant', roles: ['Machine Learning Engineer'], related: ['Data Scientist'] },
  { q: 'sdr', kind: 'variant', roles: ['Sales Development Representative'] },
  { q: 'csm', kind: 'variant', roles: ['Customer Success Manager'] },
  { q: 'mobile developer', kind: 'variant', roles: ['Mobile Engineer'] },

  // seniority: a role at a level (Junior = entry, X Intern = intern).
  { q: 'senior accountant', kind: 'seniority', roles: ['Accountant'], seniority: 'senior' },
  { q: 'junior data analyst', kind: 'seniority', roles: ['Data Analyst'], seniority: 'entry' },
  { q: 'lead software engineer', kind: 'seniority', roles: ['Software Engineer'], seniority: 'lead' },
  { q: 'principal data scientist', kind: 'seniority', roles: ['Data Scientist'], seniority: 'principal' },
  { q: 'software engineer intern', kind: 'seniority', roles: ['Software Engineer'], seniority: 'intern' },
  { q: 'senior backend engineer', kind: 'seniority', roles: ['Backend Engineer'], seniority: 'senior' },
  { q: 'junior qa engineer', kind: 'seniority', roles: ['QA Engineer'], seniority: 'entry' },
  { q: 'lead recruiter', kind: 'seniority', roles: ['Recruiter'], seniority: 'lead' },
  { q: 'senior product manager', kind: 'seniority', roles: ['Product Manager'], seniority: 'senior' },
  { q: 'data analyst intern', kind: 'seniority', roles: ['Data Analyst'], seniority: 'intern' },
  {
    q: 'marketing intern',
    kind: 'seniority',
    roles: ['Content Marketing Specialist', 'SEO Specialist'],
    seniority: 'intern',
  },
  {
    q: 'principal security engineer',
    kind: 'seniority',
    roles: ['Security Engineer'],
    seniority: 'principal',
  },
  {
    q: 'entry level logistics coordinator',
    kind: 'seniority',
    roles: ['Logistics Coordinator'],
    seniority: 'entry',
  },
  { q: 'senior financial analyst', kind: 'seniority', roles: ['Financial Analyst'], seniority: 'senior' },
  { q: 'junior frontend engineer', kind: 'seniority', roles: ['Frontend Engineer'], seniority: 'entry' },
  { q: 'lead data engineer', kind: 'seniority', roles: ['Data Engineer'], seniority: 'lead' },

  // skill: one skill; positions that require it answer best, those that would like it next.
  { q: 'python', kind: 'skill', skills: ['Python'] },
  { q: 'sql', kind: 'skill', skills: ['SQL'] },
  { q: 'kubernetes', kind: 'skill', skills: ['Kubernetes'] },
  { q: 'figma', kind: 'skill', skills: ['Figma'] },
  { q: 'excel', kind: 'skill', skills: ['Excel'] },
  { q: 'payroll', kind: 'skill', skills: ['Payroll processing', 'Multi-country payroll'] },
  { q: 'terraform', kind: 'skill', skills: ['Terraform'] },
  { q: 'salesforce', kind: 'skill', skills: ['Salesforce'] },
  { q: 'react', kind: 'skill', skills: ['React', 'React Native'] },
  { q: 'forecasting', kind: 'skill', skills: ['Forecasting'] },
  { q: 'negotiation', kind: 'skill', skills: ['Negotiation', 'Supplier negotiation'] },
  { q: 'java', kind: 'skill', skills: ['Java'] },
  { q: 'kotlin', kind: 'skill', skills: ['Kotlin'] },
  { q: 'workday', kind: 'skill', skills: ['Workday'] },
  { q: 'playwright', kind: 'skill', skills: ['Playwright'] },
  { q: 'statistics', kind: 'skill', skills: ['Statistics'] },

  // acronym: short forms as written in titles and skills.
  { q: 'QA', kind: 'acronym', roles: ['QA Engineer'], skills: ['Accessibility testing', 'API testing'] },
  {
    q: 'IT',
    kind: 'acronym',
    roles: ['IT Support Specialist'],
    // A director's title names the department, not a role; this one is the IT department's head.
    related: ['Systems Administrator', 'Security Engineer', 'Director, IT & Security'],
  },
  {
    q: 'UX',
    kind: 'acronym',
    roles: ['UX Researcher'],
    related: DESIGNER_ROLES,
    skills: ['UX writing', 'UX basics'],
  },
  {
    q: 'HR',
    kind: 'acronym',
    roles: ['HR Business Partner'],
    related: ['Recruiter', 'Learning and Development Specialist'],
    skills: ['HR analytics'],
  },
  { q: 'SQL', kind: 'acronym', skills: ['SQL'] },
  { q: 'SEO', kind: 'acronym', roles: ['SEO Specialist'], skills: ['SEO basics', 'Technical SEO'] },
  { q: 'ETL', kind: 'acronym', skills: ['ETL pipelines'] },
  { q: 'ML', kind: 'acronym', roles: ['Machine Learning Engineer'], related: ['Data Scientist'] },
  { q: 'Go', kind: 'acronym', skills: ['Go'] },
  { q: 'Node.js', kind: 'acronym', skills: ['Node.js'] },
  { q: 'CI/CD', kind: 'acronym', skills: ['CI/CD'] },
  { q: 'A/B testing', kind: 'acronym', skills: ['A/B testing'] },
  { q: 'ISO 27001', kind: 'acronym', skills: ['ISO 27001'] },
  { q: 'CRM', kind: 'acronym', skills: ['CRM'] },
  { q: 'IFRS', kind: 'acronym', skills: ['IFRS'] },
  { q: 'GDPR', kind: 'acronym', skills: ['GDPR'] },
  { q: 'S&OP', kind: 'acronym', skills: ['S&OP'] },
  { q: 'AWS', kind: 'acronym', skills: ['AWS'] },
  { q: 'MLOps', kind: 'acronym', skills: ['MLOps'] },

  // phrase: two and three words that mean something together.
  { q: 'machine learning', kind: 'phrase', skills: ['Machine learning'] },
  { q: 'supply chain planner', kind: 'phrase', roles: ['Supply Chain Planner'], related: ['Demand Planner'] },
  { q: 'customer success manager', kind: 'phrase', roles: ['Customer Success Manager'] },
  {
    q: 'account manager',
    kind: 'phrase',
    roles: ['Key Account Manager'],
    related: ['Customer Success Manager'],
  },
  {
    q: 'software developer',
    kind: 'phrase',
    roles: ['Software Engineer'],
    related: DEVELOPER_ROLES.slice(1),
  },
  { q: 'financial planning', kind: 'phrase', skills: ['Financial planning'], related: ['Financial Analyst'] },
  { q: 'incident response', kind: 'phrase', skills: ['Incident response'] },
  {
    q: 'contract management',
    kind: 'phrase',
    skills: ['Contract management', 'Contract lifecycle management'],
  },
  { q: 'warehouse operations', kind: 'phrase', skills: ['Warehouse operations'] },
  { q: 'demand planning', kind: 'phrase', roles: ['Demand Planner', 'Supply Chain Planner'] },
  { q: 'user research', kind: 'phrase', skills: ['User research', 'Qualitative research'] },
  { q: 'health and safety', kind: 'phrase', skills: ['Health and safety'] },
  { q: 'sales development', kind: 'phrase', roles: ['Sales Development Representative'] },
  { q: 'learning and development', kind: 'phrase', roles: ['Learning and Development Specialist'] },
  { q: 'program manager', kind: 'phrase', roles: ['Technical Program Manager'] },
  { q: 'data visualisation', kind: 'phrase', skills: ['Data visualisation'] },
  {
    q: 'customer support',
    kind: 'phrase',
    roles: ['Customer Support Specialist'],
    skills: ['Customer service'],
  },

  // misspelling: a letter missing, doubled or swapped.
  { q: 'acountant', kind: 'misspelling', roles: ['Accountant'] },
  { q: 'enginer', kind: 'misspelling', roles: ENGINEER_ROLES },
  { q: 'recruter', kind: 'misspelling', roles: ['Recruiter'] },
  { q: 'analist', kind: 'misspelling', roles: ANALYST_ROLES },
  { q: 'desginer', kind: 'misspelling', roles: DESIGNER_ROLES },
  { q: 'sofware engineer', kind: 'misspelling', roles: ['Software Engineer'] },
  { q: 'data scienist', kind: 'misspelling', roles: ['Data Scientist'] },
  { q: 'acount executive', kind: 'misspelling', roles: ['Account Executive'] },
  { q: 'logisitics coordinator', kind: 'misspelling', roles: ['Logistics Coordinator'] },
  { q: 'payrol specialist', kind: 'misspelling', roles: ['Payroll Specialist'] },
  { q: 'secruity engineer', kind: 'misspelling', roles: ['Security Engineer'] },
  { q: 'pyhton', kind: 'misspelling', skills: ['Python'] },
  { q: 'procurment specialist', kind: 'misspelling', roles: ['Procurement Specialist'] },
  { q: 'markting manager', kind: 'misspelling', roles: ['Marketing Manager'] },
  { q: 'kubernets', kind: 'misspelling', skills: ['Kubernetes'] },

  // location: a role near a place (the search's radius, 50 km unless `distance` says otherwise).
  {
    q: 'accountant',
    location: 'Berlin',
    kind: 'location',
    roles: ['Accountant'],
    near: { city: 'Berlin', km: 50 },
  },
  {
    q: 'software engineer',
    location: 'London',
    kind: 'location',
    roles: ['Software Engineer'],
    near: { city: 'London', km: 50 },
  },
  {
    q: 'data analyst',
    location: 'New York',
    kind: 'location',
    roles: ['Data Analyst'],
    near: { city: 'New York City', km: 50 },
  },
  {
    q: 'recruiter',
    location: 'Tokyo',
    kind: 'location',
    roles: ['Recruiter'],
    near: { city: 'Tokyo', km: 50 },
  },
  {
    q: 'logistics coordinator',
    location: 'São Paulo',
    kind: 'location',
    roles: ['Logistics Coordinator'],
    near: { city: 'São Paulo', km: 50 },
  },
  {
    q: 'product designer',
    location: 'Amsterdam',
    distance: 100,
    kind: 'location',
    roles: ['Product Designer'],
    near: { city: 'Amsterdam', km: 100 },
  },
  {
    q: 'data engineer',
    location: 'Tokyo',
    distance: 500,
    kind: 'location',
    roles: ['Data Engineer'],
    near: { city: 'Tokyo', km: 500 },
  },
  {
    q: 'account executive',
    location: 'Seattle',
    distance: 250,
    kind: 'location',
    roles: ['Account Executive'],
    near: { city: 'Seattle', km: 250 },
  },
  {
    q: 'senior software engineer',
    location: 'Bengaluru',
    kind: 'location',
    roles: ['Software Engineer'],
    seniority: 'senior',
    near: { city: 'Bengaluru', km: 50 },
  },
  {
    q: 'warehouse supervisor',
    location: 'Chicago',
    kind: 'location',
    roles: ['Warehouse Supervisor'],
    near: { city: 'Chicago', km: 50 },
  },
  { q: 'python', location: 'Paris', kind: 'location', skills: ['Python'], near: { city: 'Paris', km: 50 } },
  {
    q: 'customer support specialist',
    location: 'Lagos',
    kind: 'location',
    roles: ['Customer Support Specialist'],
    near: { city: 'Lagos', km: 50 },
  },
  {
    q: 'procurement specialist',
    location: 'Madrid',
    distance: 25,
    kind: 'location',
    roles: ['Procurement Specialist'],
    near: { city: 'Madrid', km: 25 },
  },
  {
    q: 'sales development representative',
    location: 'Sydney',
    kind: 'location',
    roles: ['Sales Development Representative'],
    near: { city: 'Sydney', km: 50 },
  },

  // remote: "remote" typed with the role, or the role with the location "remote".
  { q: 'remote data engineer', kind: 'remote', roles: ['Data Engineer'], remote: true },
  { q: 'remote software engineer', kind: 'remote', roles: ['Software Engineer'], remote: true },
  { q: 'remote accountant', kind: 'remote', roles: ['Accountant'], remote: true },
  { q: 'recruiter remote', kind: 'remote', roles: ['Recruiter'], remote: true },
  { q: 'remote product designer', kind: 'remote', roles: ['Product Designer'], remote: true },
  {
    q: 'remote customer support',
    kind: 'remote',
    roles: ['Customer Support Specialist'],
    skills: ['Customer service'],
    remote: true,
  },
  { q: 'remote python', kind: 'remote', skills: ['Python'], remote: true },
  { q: 'work from home account executive', kind: 'remote', roles: ['Account Executive'], remote: true },
  { q: 'data analyst', location: 'remote', kind: 'remote', roles: ['Data Analyst'], remote: true },
  { q: 'security engineer', location: 'remote', kind: 'remote', roles: ['Security Engineer'], remote: true },
  { q: 'financial analyst', location: 'remote', kind: 'remote', roles: ['Financial Analyst'], remote: true },
  { q: 'sre', location: 'remote', kind: 'remote', roles: ['Site Reliability Engineer'], remote: true },
  {
    q: 'senior frontend engineer',
    location: 'remote',
    kind: 'remote',
    roles: ['Frontend Engineer'],
    seniority: 'senior',
    remote: true,
  },

  // language: the role in Spanish, French, German, Japanese or Dutch.
  { q: 'contable', kind: 'language', lang: 'es', roles: ['Accountant'] },
  { q: 'ingeniero de software', kind: 'language', lang: 'es', roles: ['Software Engineer'] },
  { q: 'analista de datos', kind: 'language', lang: 'es', roles: ['Data Analyst'] },
  { q: 'reclutador', kind: 'language', lang: 'es', roles: ['Recruiter'] },
  { q: 'comptable', kind: 'language', lang: 'fr', roles: ['Accountant'] },
  { q: 'développeur', kind: 'language', lang: 'fr', roles: DEVELOPER_ROLES },
  { q: 'ingénieur données', kind: 'language', lang: 'fr', roles: ['Data Engineer'] },
  { q: 'chef de produit', kind: 'language', lang: 'fr', roles: ['Product Manager'] },
  { q: 'Buchhalter', kind: 'language', lang: 'de', roles: ['Accountant'] },
  { q: 'Softwareentwickler', kind: 'language', lang: 'de', roles: ['Software Engineer'] },
  { q: 'Datenanalyst', kind: 'language', lang: 'de', roles: ['Data Analyst'] },
  { q: 'Lagerleiter', kind: 'language', lang: 'de', roles: ['Warehouse Supervisor'] },
  { q: '会計士', kind: 'language', lang: 'ja', roles: ['Accountant'] },
  { q: 'エンジニア', kind: 'language', lang: 'ja', roles: ENGINEER_ROLES },
  { q: 'データサイエンティスト', kind: 'language', lang: 'ja', roles: ['Data Scientist'] },
  { q: 'boekhouder', kind: 'language', lang: 'nl', roles: ['Accountant'] },
  { q: 'ontwikkelaar', kind: 'language', lang: 'nl', roles: DEVELOPER_ROLES },
  { q: 'inkoper', kind: 'language', lang: 'nl', roles: ['Procurement Specialist'] },
];

export const KINDS = [
  'title',
  'variant',
  'seniority',
  'skill',
  'acronym',
  'phrase',
  'misspelling',
  'location',
  'remote',
  'language',
];
