/**
 * The raw material of generated positions: departments with plausible roles, their skills, the work
 * they do, and a yearly mid-level salary in US dollars from which local ranges are derived.
 */
export interface Role {
  title: string;
  required: readonly string[];
  preferred: readonly string[];
  /** Yearly salary at mid level, in USD, before the country factor. */
  base: number;
  /** Roles whose title already says "Manager" do not come as entry level or internship. */
  senior?: boolean;
}

export interface Department {
  name: string;
  /** Relative share of positions. */
  weight: number;
  roles: readonly Role[];
  duties: readonly string[];
}

const r = (title: string, base: number, required: string[], preferred: string[], senior = false): Role => ({
  title,
  base,
  required,
  preferred,
  senior,
});

export const DEPARTMENTS: readonly Department[] = [
  {
    name: 'Engineering',
    weight: 16,
    roles: [
      r(
        'Software Engineer',
        130000,
        ['TypeScript', 'Node.js', 'SQL', 'REST APIs', 'Git', 'Automated testing'],
        ['PostgreSQL', 'Kubernetes', 'GraphQL', 'AWS', 'Event-driven architecture'],
      ),
      r(
        'Frontend Engineer',
        125000,
        ['JavaScript', 'TypeScript', 'React', 'CSS', 'Web accessibility', 'Git'],
        ['Vite', 'Design systems', 'Playwright', 'Performance profiling', 'Internationalisation'],
      ),
      r(
        'Backend Engineer',
        132000,
        ['Java', 'Spring Boot', 'SQL', 'REST APIs', 'Distributed systems', 'Git'],
        ['Kafka', 'Kotlin', 'Redis', 'gRPC', 'Observability'],
      ),
      r(
        'Mobile Engineer',
        128000,
        ['Swift', 'Kotlin', 'Mobile UI', 'REST APIs', 'Git'],
        ['React Native', 'Offline-first design', 'App Store releases', 'Accessibility'],
      ),
      r(
        'Site Reliability Engineer',
        138000,
        ['Linux', 'Kubernetes', 'Terraform', 'Monitoring', 'Incident response'],
        ['Go', 'Prometheus', 'AWS', 'Chaos engineering', 'PostgreSQL'],
      ),
      r(
        'QA Engineer',
        98000,
        ['Test planning', 'Automated testing', 'Playwright', 'Bug tracking', 'SQL'],
        ['Performance testing', 'CI/CD', 'Accessibility testing', 'API testing'],
      ),
    ],
    duties: [
      'Design, build and operate services that thousands of customers rely on every day',
      'Review code with care and help teammates grow through thoughtful feedback',
      'Break large problems into small, safe, incremental releases',
      'Own features end to end, from the first sketch to monitoring in production',
      'Improve the reliability, performance and accessibility of our systems',
      'Work closely with product and design to shape what we build and why',
      'Take part in a fair, well-supported on-call rotation',
    ],
  },
  {
    name: 'Data & Analytics',
    weight: 8,
    roles: [
      r(
        'Data Analyst',
        92000,
        ['SQL', 'Excel', 'Data visualisation', 'Statistics', 'Stakeholder communication'],
        ['Python', 'Looker', 'dbt', 'A/B testing'],
      ),
      r(
        'Data Engineer',
        128000,
        ['Python', 'SQL', 'Data modelling', 'ETL pipelines', 'Airflow'],
        ['Spark', 'dbt', 'Snowflake', 'Kafka', 'Data quality'],
      ),
      r(
        'Data Scientist',
        135000,
        ['Python', 'Statistics', 'Machine learning', 'SQL', 'Experiment design'],
        ['Forecasting', 'Causal inference', 'PyTorch', 'Optimisation'],
      ),
      r(
        'Machine Learning Engineer',
        145000,
        ['Python', 'Machine learning', 'MLOps', 'Docker', 'SQL'],
        ['PyTorch', 'Feature stores', 'Kubernetes', 'Recommendation systems'],
      ),
    ],
    duties: [
      'Turn messy operational data into clear answers the business can act on',
      'Build and maintain trustworthy datasets and dashboards',
      'Partner with teams across the company to frame questions and measure outcomes',
      'Design experiments and explain their results in plain language',
      'Improve data quality, documentation and lineage',
    ],
  },
  {
    name: 'Product',
    weight: 6,
    roles: [
      r(
        'Product Manager',
        135000,
        [
          'Product discovery',
          'Roadmapping',
          'Stakeholder management',
          'Data-informed decisions',
          'User research',
        ],
        ['B2B SaaS', 'SQL', 'Pricing', 'Agile delivery'],
        true,
      ),
      r(
        'Product Owner',
        110000,
        ['Backlog management', 'Agile delivery', 'User stories', 'Stakeholder management'],
        ['Scrum certification', 'Jira', 'UX basics'],
      ),
      r(
        'Technical Program Manager',
        140000,
        ['Program management', 'Risk management', 'Cross-team coordination', 'Technical fluency'],
        ['Cloud platforms', 'Release management', 'OKRs'],
        true,
      ),
    ],
    duties: [
      'Understand customer problems deeply through interviews, data and field visits',
      'Set a clear direction and keep the roadmap honest',
      'Make trade-offs visible and decisions traceable',
      'Work hand in hand with engineering and design from discovery to launch',
      'Measure the outcomes of what ships and adjust course',
    ],
  },
  {
    name: 'Design',
    weight: 5,
    roles: [
      r(
        'Product Designer',
        115000,
        ['Interaction design', 'Figma', 'Prototyping', 'Usability testing', 'Visual design'],
        ['Design systems', 'Accessibility', 'Motion design', 'HTML and CSS'],
      ),
      r(
        'UX Researcher',
        112000,
        ['Qualitative research', 'Usability testing', 'Survey design', 'Synthesis'],
        ['Quantitative research', 'Accessibility research', 'Research operations'],
      ),
      r(
        'Content Designer',
        98000,
        ['UX writing', 'Information architecture', 'Plain language', 'Figma'],
        ['Localisation', 'Content strategy', 'Accessibility'],
      ),
    ],
    duties: [
      'Shape experiences that are simple, inclusive and a pleasure to use',
      'Turn research insights into flows, prototypes and finished designs',
      'Contribute to and evolve our design system',
      'Test ideas early with real customers and iterate',
    ],
  },
  {
    name: 'Marketing',
    weight: 7,
    roles: [
      r(
        'Marketing Manager',
        105000,
        ['Campaign planning', 'Budget management', 'Marketing analytics', 'Copywriting'],
        ['B2B marketing', 'HubSpot', 'Event marketing'],
        true,
      ),
      r(
        'Content Marketing Specialist',
        78000,
        ['Copywriting', 'Editing', 'SEO basics', 'Content calendars'],
        ['Video production', 'Social media', 'Translation workflows'],
      ),
      r(
        'SEO Specialist',
        82000,
        ['Search engine optimisation', 'Keyword research', 'Google Analytics', 'HTML basics'],
        ['Technical SEO', 'Structured data', 'Looker Studio'],
      ),
      r(
        'Brand Manager',
        108000,
        ['Brand strategy', 'Creative direction', 'Market research', 'Agency management'],
        ['Packaging design', 'Retail marketing'],
        true,
      ),
    ],
    duties: [
      'Plan and run campaigns that reach the right people with the right message',
      'Tell the stories of our customers, producers and teams',
      'Measure what works and reinvest in it',
      'Keep our brand consistent across every market and language',
    ],
  },
  {
    name: 'Sales',
    weight: 10,
    roles: [
      r(
        'Account Executive',
        95000,
        ['B2B sales', 'Negotiation', 'Pipeline management', 'CRM'],
        ['Salesforce', 'Food and beverage industry', 'Second language'],
        false,
      ),
      r(
        'Sales Development Representative',
        62000,
        ['Prospecting', 'Cold outreach', 'CRM', 'Communication'],
        ['Salesforce', 'LinkedIn Sales Navigator', 'Second language'],
      ),
      r(
        'Key Account Manager',
        110000,
        ['Account management', 'Negotiation', 'Forecasting', 'Relationship building'],
        ['Retail buying', 'Category management', 'Salesforce'],
        true,
      ),
      r(
        'Solutions Consultant',
        118000,
        ['Solution selling', 'Product demonstrations', 'Requirements analysis', 'Presentation skills'],
        ['APIs and integrations', 'SQL', 'ERP systems'],
      ),
    ],
    duties: [
      'Build lasting relationships with customers and understand their business',
      'Own the full sales cycle, from first conversation to signed contract',
      'Keep an accurate pipeline and forecast',
      'Bring what customers tell you back to product and operations',
    ],
  },
  {
    name: 'Customer Success',
    weight: 8,
    roles: [
      r(
        'Customer Success Manager',
        88000,
        ['Account management', 'Onboarding', 'Customer communication', 'Renewals'],
        ['Gainsight', 'Data analysis', 'Second language'],
        false,
      ),
      r(
        'Customer Support Specialist',
        52000,
        ['Customer service', 'Written communication', 'Ticketing systems', 'Problem solving'],
        ['Zendesk', 'Second language', 'Knowledge base writing'],
      ),
      r(
        'Implementation Consultant',
        92000,
        ['Project management', 'Customer onboarding', 'Requirements analysis', 'Training delivery'],
        ['APIs and integrations', 'SQL', 'ERP systems'],
      ),
    ],
    duties: [
      'Help customers get value from day one and keep it growing',
      'Resolve questions quickly, kindly and thoroughly',
      'Spot patterns in customer feedback and turn them into improvements',
      'Write and maintain help content that answers questions before they are asked',
    ],
  },
  {
    name: 'Finance',
    weight: 6,
    roles: [
      r(
        'Financial Analyst',
        90000,
        ['Financial modelling', 'Excel', 'Budgeting', 'Forecasting'],
        ['SQL', 'Power BI', 'NetSuite', 'CFA progress'],
      ),
      r(
        'Accountant',
        78000,
        ['General ledger', 'Month-end close', 'Reconciliations', 'IFRS'],
        ['US GAAP', 'NetSuite', 'Multi-currency accounting', 'CPA or ACCA'],
      ),
      r(
        'Payroll Specialist',
        70000,
        ['Payroll processing', 'Employment tax', 'Attention to detail', 'Excel'],
        ['Workday', 'Multi-country payroll'],
      ),
      r(
        'Finance Manager',
        125000,
        ['Financial planning', 'Team leadership', 'Reporting', 'Controls'],
        ['ERP implementation', 'Treasury', 'Audit'],
        true,
      ),
    ],
    duties: [
      'Keep our numbers accurate, timely and easy to understand',
      'Partner with budget owners to plan and track spending',
      'Improve processes and controls as we grow into new markets',
      'Prepare clear reports for leadership and auditors',
    ],
  },
  {
    name: 'People',
    weight: 5,
    roles: [
      r(
        'Recruiter',
        80000,
        ['Full-cycle recruiting', 'Sourcing', 'Interviewing', 'Applicant tracking systems'],
        ['Employer branding', 'Technical recruiting', 'Second language'],
      ),
      r(
        'HR Business Partner',
        105000,
        ['Employee relations', 'Employment law', 'Coaching', 'Organisational design'],
        ['Change management', 'HR analytics', 'Workday'],
        true,
      ),
      r(
        'Learning and Development Specialist',
        82000,
        ['Training design', 'Facilitation', 'Needs analysis', 'Learning platforms'],
        ['Coaching certification', 'E-learning authoring', 'Leadership programmes'],
      ),
    ],
    duties: [
      'Make {company} a place where people do the best work of their careers',
      'Run fair, inclusive and well-organised hiring processes',
      'Advise managers and employees with empathy and good judgement',
      'Design programmes that help people learn and grow',
    ],
  },
  {
    name: 'Operations',
    weight: 7,
    roles: [
      r(
        'Operations Analyst',
        78000,
        ['Process analysis', 'Excel', 'Reporting', 'Problem solving'],
        ['SQL', 'Lean', 'Six Sigma', 'Power BI'],
      ),
      r(
        'Business Operations Manager',
        120000,
        ['Operational planning', 'Cross-team coordination', 'KPI design', 'Budgeting'],
        ['Consulting background', 'SQL', 'OKRs'],
        true,
      ),
      r(
        'Facilities Coordinator',
        55000,
        ['Vendor management', 'Health and safety', 'Scheduling', 'Organisation'],
        ['Building management systems', 'First aid certificate'],
      ),
    ],
    duties: [
      'Keep the daily operation running smoothly across sites and time zones',
      'Find the bottlenecks and remove them',
      'Build simple, dependable processes and the reports that prove they work',
      'Coordinate with suppliers and internal teams to deliver on time',
    ],
  },
  {
    name: 'Supply Chain & Logistics',
    weight: 12,
    roles: [
      r(
        'Supply Chain Planner',
        82000,
        ['Demand planning', 'Inventory management', 'Excel', 'ERP systems'],
        ['SAP', 'Forecasting', 'APICS certification'],
      ),
      r(
        'Logistics Coordinator',
        60000,
        ['Shipment scheduling', 'Carrier management', 'Customs documentation', 'Communication'],
        ['Incoterms', 'Transport management systems', 'Second language'],
      ),
      r(
        'Procurement Specialist',
        80000,
        ['Sourcing', 'Supplier negotiation', 'Contract management', 'Spend analysis'],
        ['Food safety standards', 'SAP Ariba', 'Sustainability sourcing'],
      ),
      r(
        'Warehouse Supervisor',
        62000,
        ['Team leadership', 'Warehouse operations', 'Health and safety', 'Inventory control'],
        ['Forklift certification', 'Lean', 'WMS software'],
      ),
      r(
        'Demand Planner',
        88000,
        ['Forecasting', 'Statistics', 'Excel', 'S&OP'],
        ['Python', 'SAP IBP', 'Promotions planning'],
      ),
    ],
    duties: [
      'Move goods from producers to customers reliably, safely and efficiently',
      'Balance stock levels against demand across many markets',
      'Work with carriers, customs brokers and warehouses every day',
      'Reduce waste and emissions across the supply chain',
      'Keep clear, up-to-date records that others can depend on',
    ],
  },
  {
    name: 'Legal & Compliance',
    weight: 3,
    roles: [
      r(
        'Legal Counsel',
        140000,
        ['Commercial contracts', 'Corporate law', 'Negotiation', 'Legal research'],
        ['Data protection law', 'Trade and customs law', 'Second language'],
        true,
      ),
      r(
        'Compliance Analyst',
        85000,
        ['Regulatory compliance', 'Risk assessment', 'Policy writing', 'Auditing'],
        ['Food safety regulation', 'GDPR', 'Anti-bribery programmes'],
      ),
      r(
        'Contract Manager',
        98000,
        ['Contract drafting', 'Contract lifecycle management', 'Negotiation'],
        ['Procurement law', 'CLM software'],
        true,
      ),
    ],
    duties: [
      'Give clear, practical advice that helps the business move forward safely',
      'Draft and negotiate agreements with customers, suppliers and partners',
      'Keep our policies current as laws change in the markets we serve',
    ],
  },
  {
    name: 'IT & Security',
    weight: 7,
    roles: [
      r(
        'Security Engineer',
        142000,
        ['Application security', 'Threat modelling', 'Cloud security', 'Incident response'],
        ['Penetration testing', 'SIEM', 'ISO 27001', 'Python'],
      ),
      r(
        'IT Support Specialist',
        58000,
        ['Hardware and software support', 'Windows and macOS', 'Ticketing systems', 'Customer service'],
        ['Microsoft 365 administration', 'Networking basics', 'ITIL'],
      ),
      r(
        'Systems Administrator',
        92000,
        ['Linux', 'Windows Server', 'Networking', 'Scripting'],
        ['Azure', 'Identity management', 'Backup and recovery'],
      ),
    ],
    duties: [
      'Keep our people productive with dependable tools and quick help',
      'Protect customer and company data across every system',
      'Automate routine work and document how things are done',
      'Respond calmly to incidents and learn from each one',
    ],
  },
];

/** Local currency and how many local units a US-dollar-based salary maps to (pay level and exchange rate). */
export const COUNTRY_PAY: Readonly<Record<string, { currency: string; factor: number }>> = {
  US: { currency: 'USD', factor: 1 },
  CA: { currency: 'CAD', factor: 1.05 },
  MX: { currency: 'MXN', factor: 7 },
  BR: { currency: 'BRL', factor: 2.2 },
  AR: { currency: 'ARS', factor: 400 },
  CL: { currency: 'CLP', factor: 450 },
  CO: { currency: 'COP', factor: 1600 },
  PE: { currency: 'PEN', factor: 1.4 },
  UY: { currency: 'UYU', factor: 16 },
  GB: { currency: 'GBP', factor: 0.62 },
  IE: { currency: 'EUR', factor: 0.72 },
  FR: { currency: 'EUR', factor: 0.6 },
  DE: { currency: 'EUR', factor: 0.68 },
  NL: { currency: 'EUR', factor: 0.66 },
  BE: { currency: 'EUR', factor: 0.64 },
  ES: { currency: 'EUR', factor: 0.48 },
  PT: { currency: 'EUR', factor: 0.4 },
  IT: { currency: 'EUR', factor: 0.5 },
  AT: { currency: 'EUR', factor: 0.62 },
  FI: { currency: 'EUR', factor: 0.58 },
  SE: { currency: 'SEK', factor: 6.5 },
  DK: { currency: 'DKK', factor: 5 },
  NO: { currency: 'NOK', factor: 7 },
  PL: { currency: 'PLN', factor: 1.6 },
  CZ: { currency: 'CZK', factor: 12 },
  CH: { currency: 'CHF', factor: 0.95 },
  NG: { currency: 'NGN', factor: 400 },
  KE: { currency: 'KES', factor: 40 },
  ZA: { currency: 'ZAR', factor: 6 },
  EG: { currency: 'EGP', factor: 12 },
  MA: { currency: 'MAD', factor: 3 },
  GH: { currency: 'GHS', factor: 3 },
  RW: { currency: 'RWF', factor: 300 },
  JP: { currency: 'JPY', factor: 95 },
  SG: { currency: 'SGD', factor: 1 },
  IN: { currency: 'INR', factor: 22 },
  KR: { currency: 'KRW', factor: 800 },
  CN: { currency: 'CNY', factor: 3 },
  HK: { currency: 'HKD', factor: 5.5 },
  AE: { currency: 'AED', factor: 2.6 },
  IL: { currency: 'ILS', factor: 2.6 },
  TH: { currency: 'THB', factor: 15 },
  PH: { currency: 'PHP', factor: 18 },
  VN: { currency: 'VND', factor: 3500 },
  AU: { currency: 'AUD', factor: 1.15 },
  NZ: { currency: 'NZD', factor: 1.1 },
};
