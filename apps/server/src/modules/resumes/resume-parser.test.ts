import { type PositionLocation, parsedResumeSchema } from '@portico/contracts';
import { describe, expect, it } from 'vitest';
import { findDates } from './resume-dates.js';
import { parseResume, type ResumeParseContext } from './resume-parser.js';
import type { ResumeLine } from './resume-text.js';

const NOW = new Date(Date.UTC(2025, 5, 1));

const PLACES: Record<string, PositionLocation> = {};
const addPlace = (city: string, countryCode: string, country: string, region: string, ...names: string[]) => {
  const place = { city, region, country, countryCode, lat: 0, lng: 0 };
  for (const n of [city, ...names]) PLACES[n.toLowerCase()] = place;
};
addPlace('Berlin', 'DE', 'Germany', '16', 'Berlin, Germany', 'Berlin, DE');
addPlace('Munich', 'DE', 'Germany', '02', 'Munich, Germany', 'München');
addPlace('Paris', 'FR', 'France', '11', 'Paris, France');
addPlace('Lyon', 'FR', 'France', '84', 'Lyon, France');
addPlace('Madrid', 'ES', 'Spain', '29', 'Madrid, Spain', 'Madrid, España');
addPlace('Austin', 'US', 'United States', 'TX', 'Austin, TX', 'Austin, Texas');
addPlace('Toronto', 'CA', 'Canada', '08', 'Toronto, ON', 'Toronto, Canada');
addPlace('Lagos', 'NG', 'Nigeria', '05', 'Lagos, Nigeria');

/** A small stand-in for the gazetteer: the places above, by their written forms. */
const findPlace = (text: string) => PLACES[text.trim().toLowerCase()] ?? null;

const SKILLS = [
  'TypeScript',
  'JavaScript',
  'Java',
  'Node.js',
  'SQL',
  'PostgreSQL',
  'Kubernetes',
  'C#',
  'C++',
  '.NET',
  'Go',
  'Python',
  'React',
  'Machine learning',
  'A/B testing',
  'CI/CD',
  'Figma',
  'Excel',
  'Salesforce',
  'Negotiation',
  'Docker',
];
const ctx: ResumeParseContext = { skills: SKILLS, findPlace, now: NOW };

const lines = (text: string, extra: Partial<ResumeLine>[] = []): ResumeLine[] =>
  text
    .split('\n')
    .filter((t) => t.trim())
    .map((t, i) => ({ text: t.trim(), page: 1, ...(extra[i] ?? {}) }));
const parse = (text: string, extra: Partial<ResumeLine>[] = []) => {
  const result = parseResume({ lines: lines(text, extra), text }, ctx);
  // Every answer fits the contract the route sends.
  expect(parsedResumeSchema.safeParse(result).success).toBe(true);
  return result;
};
const jobs = (r: ReturnType<typeof parse>) =>
  r.experience.map((e) => [e.title.value, e.company.value, e.startDate.value, e.endDate.value, e.current]);

describe('dates', () => {
  const range = (text: string) => {
    const r = findDates(text, NOW).ranges[0];
    return r ? [r.start?.year, r.start?.month, r.end?.year ?? null, r.end?.month ?? null, r.current] : null;
  };
  it('reads the ways resumes write a range', () => {
    expect(range('Jan 2020 – Present')).toEqual([2020, 1, null, null, true]);
    expect(range('January 2020 - March 2022')).toEqual([2020, 1, 2022, 3, false]);
    expect(range('01/2020 — 12/2021')).toEqual([2020, 1, 2021, 12, false]);
    expect(range('2020-01 to 2021-06')).toEqual([2020, 1, 2021, 6, false]);
    expect(range('2016 - 2019')).toEqual([2016, null, 2019, null, false]);
    expect(range('03.2019 – heute')).toEqual([2019, 3, null, null, true]);
    expect(range("Mar '19 – Feb '21")).toEqual([2019, 3, 2021, 2, false]);
    expect(range('05/2018 bis 10/2020')).toEqual([2018, 5, 2020, 10, false]);
    expect(range('sept. 2019 à août 2021')).toEqual([2019, 9, 2021, 8, false]);
    expect(range("févr. 2020 – aujourd'hui")).toEqual([2020, 2, null, null, true]);
    expect(range('ene. 2018 - actualidad')).toEqual([2018, 1, null, null, true]);
    expect(range('marzo 2017 hasta diciembre 2019')).toEqual([2017, 3, 2019, 12, false]);
    expect(range('Since 2021')).toEqual([2021, null, null, null, true]);
    expect(range('seit 04/2022')).toEqual([2022, 4, null, null, true]);
    expect(range('Jun – Aug 2019')).toEqual([2019, 6, 2019, 8, false]);
    expect(range('2019 until now')).toEqual([2019, null, null, null, true]);
  });
  it('leaves numbers that are not dates alone', () => {
    expect(findDates('+49 30 2019 2021 55', NOW).ranges).toEqual([]);
    expect(findDates('Raised 2500 EUR for 300 people', NOW).ranges).toEqual([]);
    expect(findDates('2021 – 2019', NOW).ranges).toEqual([]);
    expect(findDates('Windows Server 2019', NOW).singles.map((d) => d.year)).toEqual([2019]);
  });
});

describe('the headline', () => {
  it('is the title line right under the name, with its source line', () => {
    const r = parse(
      `Priya Raman
Senior Product Designer | Design systems and accessibility
priya.raman@example.com | +49 30 1234567 | Berlin, Germany
EXPERIENCE
Senior Product Designer, Fabrikam GmbH\tJan 2021 – Present
• Led the design system used by 14 teams
Product Designer at Contoso\tMar 2017 – Dec 2020
EDUCATION
Universität der Künste Berlin\t2012 – 2016
SKILLS
Figma, A/B testing`,
      [{ bold: true, fontSize: 22 }, { fontSize: 13 }],
    );
    expect(r.headline).toEqual({
      value: 'Senior Product Designer | Design systems and accessibility',
      confidence: 0.9,
      source: 'Senior Product Designer | Design systems and accessibility',
    });
    // The title line is not taken for a name, a place or a job.
    expect(r.name?.value).toBe('Priya Raman');
    expect(r.location?.value.city).toBe('Berlin');
    expect(jobs(r).map((j) => j[0])).toEqual(['Senior Product Designer', 'Product Designer']);
  });

  it('keeps only the title of a line it shares with contact details and a place', () => {
    const r = parse(`Lukas Weber
Data Engineer | lukas.weber@example.de | +49 89 1234567 | Munich, Germany
Berufserfahrung
Data Engineer bei Fabrikam GmbH\t03.2019 – heute`);
    expect(r.headline).toMatchObject({
      value: 'Data Engineer',
      source: 'Data Engineer | lukas.weber@example.de | +49 89 1234567 | Munich, Germany',
    });
    expect(r.headline?.confidence).toBeGreaterThanOrEqual(0.8);
  });

  it("is a summary section's first sentence, joined across the lines a PDF wrapped it over", () => {
    const r = parse(`Tom Becker
tom.becker@example.com | Toronto, ON
PROFESSIONAL SUMMARY
Product manager with ten years of building payment products for small
businesses in Canada and Europe. I like calm launches and clear writing.
EXPERIENCE
Product Manager, Shopify\tJan 2020 – Present`);
    expect(r.headline).toEqual({
      value:
        'Product manager with ten years of building payment products for small businesses in Canada and Europe.',
      confidence: 0.82,
      source:
        'Product manager with ten years of building payment products for small businesses in Canada and Europe. I like calm launches and clear writing.',
    });
  });

  it('reads a German "Kurzprofil" and an inline "Summary:" the same way', () => {
    const german = parse(`Anna Schmidt
anna.schmidt@example.de
Kurzprofil
Erfahrene Projektleiterin im Maschinenbau mit Schwerpunkt Digitalisierung. Zehn Jahre Erfahrung.
Berufserfahrung
Projektleiterin bei Fabrikam GmbH\t05/2018 – heute`);
    expect(german.headline?.value).toBe(
      'Erfahrene Projektleiterin im Maschinenbau mit Schwerpunkt Digitalisierung.',
    );
    expect(german.headline?.confidence).toBeGreaterThanOrEqual(0.8);
    const inline = parse(`Sam Ortiz
sam@example.com
Summary: Support lead who turns angry tickets into loyal customers.
Experience
Support Lead, Contoso\t2019 – 2024`);
    expect(inline.headline).toMatchObject({
      value: 'Support lead who turns angry tickets into loyal customers.',
      source: 'Summary: Support lead who turns angry tickets into loyal customers.',
    });
  });

  it('offers a tagline without a title word only as a guess to check', () => {
    const r = parse(`Mei Chen
Building calm, accessible software for people who rely on it
mei.chen@example.com | Toronto, ON
Experience
Engineer, Shopify\t2019 – 2024`);
    expect(r.headline?.value).toBe('Building calm, accessible software for people who rely on it');
    expect(r.headline?.confidence).toBeLessThan(0.8);
  });

  it('is none rather than a wrong one: contact lines, places, addresses, skills, a job, a wrapped paragraph', () => {
    // Only contact details and a place under the name.
    expect(
      parse(`Tom Becker
tom@example.com | +1 512 555 0199
Austin, TX
EXPERIENCE
Software Engineer, Acme Corp\tJan 2021 – Present`).headline,
    ).toBeNull();
    // An address and a list of skills at the top.
    expect(
      parse(`Lukas Müller
Hauptstraße 5, 10115 Berlin
Python · SQL · Docker
lukas@example.de
Berufserfahrung
Entwickler bei Fabrikam GmbH\t2019 – 2024`).headline,
    ).toBeNull();
    // No headings: the first job's title above its dates is a job, not a headline.
    expect(
      parse(`Ana Lima
ana@example.com
Software Engineer, Nubank
2020 – 2024
Built the card ledger.`).headline,
    ).toBeNull();
    // A paragraph that runs on over lines at the top is not a one-line headline either.
    expect(
      parse(`Ana Lima
ana@example.com
Engineer with a long history of building things and of writing about
them for teams across many countries.
Experience
Software Engineer, Nubank\t2020 – 2024`).headline,
    ).toBeNull();
    // A summary whose first sentence would not fit a headline (over 200 characters).
    expect(
      parse(`Ana Lima
ana@example.com
Summary
${'Engineer who has worked on payments, lending, card issuing, fraud detection, data platforms and developer tooling, '.repeat(2)}and more.
Experience
Software Engineer, Nubank\t2020 – 2024`).headline,
    ).toBeNull();
  });
});

describe('parseResume', () => {
  it('reads a plain one-column resume with every field, confidence and source', () => {
    const r = parse(
      `Jane A. Doe
Austin, TX | jane.doe@example.com | (512) 555-0199 | linkedin.com/in/janedoe | github.com/jdoe
SUMMARY
Backend engineer who likes boring technology.
EXPERIENCE
Senior Software Engineer, Acme Corp\tJan 2021 – Present
• Moved 40 services to Kubernetes and PostgreSQL
Software Engineer at Globex\tMar 2018 – Dec 2020
• Built the billing API in TypeScript and Node.js
EDUCATION
University of Texas at Austin\t2014 – 2018
B.S. in Computer Science
SKILLS
TypeScript, Node.js, SQL, C#, .NET, C++, Go, Docker`,
      [{ bold: true, fontSize: 22 }],
    );
    expect(r.name).toMatchObject({ value: 'Jane A. Doe', source: 'Jane A. Doe' });
    expect(r.name?.confidence).toBeGreaterThanOrEqual(0.85);
    expect(r.email).toMatchObject({ value: 'jane.doe@example.com', confidence: 0.99 });
    expect(r.phone?.value).toBe('+15125550199');
    expect(r.location?.value).toMatchObject({ city: 'Austin', countryCode: 'US' });
    expect(r.links.map((l) => l.value)).toEqual([
      'https://linkedin.com/in/janedoe',
      'https://github.com/jdoe',
    ]);
    expect(jobs(r)).toEqual([
      ['Senior Software Engineer', 'Acme Corp', '2021-01', null, true],
      ['Software Engineer', 'Globex', '2018-03', '2020-12', false],
    ]);
    expect(r.experience[0]?.title.source).toBe('Senior Software Engineer, Acme Corp\tJan 2021 – Present');
    expect(r.experience[1]?.company.confidence).toBeGreaterThanOrEqual(0.85);
    expect(r.education).toHaveLength(1);
    expect(r.education[0]).toMatchObject({
      school: { value: 'University of Texas at Austin' },
      degree: { value: 'B.S.' },
      field: { value: 'Computer Science' },
      startYear: { value: 2014 },
      endYear: { value: 2018 },
    });
    expect(r.skills.map((s) => s.value).sort()).toEqual(
      [
        '.NET',
        'C#',
        'C++',
        'Docker',
        'Go',
        'Kubernetes',
        'Node.js',
        'PostgreSQL',
        'SQL',
        'TypeScript',
      ].sort(),
    );
    const kubernetes = r.skills.find((s) => s.value === 'Kubernetes');
    const sql = r.skills.find((s) => s.value === 'SQL');
    expect(kubernetes?.confidence).toBeLessThan(sql?.confidence ?? 0);
  });

  it('reads a resume without headings: contact, name and the jobs next to their date ranges', () => {
    const r = parse(`Tunde Adeyemi
tunde@example.com / +234 802 126 7837
Lagos
Product person with eight years in payments and a soft spot for clear writing and calm launches.
Product Manager, Flutterwave — 2021 – 2025
Launched card payments in four markets.
Associate Product Manager, Interswitch — 2018 – 2021
Ran weekly reviews with the support team.
BSc Economics, University of Lagos, 2017`);
    expect(r.name?.value).toBe('Tunde Adeyemi');
    expect(r.email?.value).toBe('tunde@example.com');
    expect(r.phone?.value).toBe('+2348021267837');
    expect(r.location?.value.city).toBe('Lagos');
    expect(jobs(r)).toEqual([
      ['Product Manager', 'Flutterwave', '2021-01', '2025-01', false],
      ['Associate Product Manager', 'Interswitch', '2018-01', '2021-01', false],
    ]);
    expect(r.education[0]).toMatchObject({
      school: { value: 'University of Lagos' },
      degree: { value: 'BSc' },
      endYear: { value: 2017 },
    });
  });

  it('reads a German CV: Berufserfahrung, "bei", "heute", a labelled address and a national number', () => {
    const r = parse(`Lebenslauf
Persönliche Daten
Name: Lukas Müller
Anschrift: Hauptstraße 5, 10115 Berlin
Telefon: 030 12345678
E-Mail: lukas.mueller@web.de
Berufserfahrung
03.2019 – heute\tSoftwareentwickler bei Zalando SE
• Aufbau der Suchplattform mit Java und Kubernetes
10/2015 – 02/2019\tWerkstudent, Siemens AG
Ausbildung
2012 – 2015\tB.Sc. Informatik
Technische Universität München
Kenntnisse
Java, SQL, Python, Excel`);
    expect(r.name).toMatchObject({ value: 'Lukas Müller' });
    expect(r.name?.confidence).toBeGreaterThanOrEqual(0.85);
    expect(r.location?.value.city).toBe('Berlin');
    expect(r.phone?.value).toBe('+493012345678');
    expect(jobs(r)).toEqual([
      ['Softwareentwickler', 'Zalando SE', '2019-03', null, true],
      ['Werkstudent', 'Siemens AG', '2015-10', '2019-02', false],
    ]);
    expect(r.education[0]).toMatchObject({
      school: { value: 'Technische Universität München' },
      degree: { value: 'B.Sc.' },
      field: { value: 'Informatik' },
    });
    expect(r.skills.map((s) => s.value).sort()).toEqual(['Excel', 'Java', 'Kubernetes', 'Python', 'SQL']);
  });

  it('reads French and Spanish entries ("chez", "en") and their dates', () => {
    const fr = parse(`Camille Dubois
camille.dubois@orange.fr · +33 6 12 34 56 78 · Lyon, France
Expérience professionnelle
Ingénieure logicielle chez Capgemini
sept. 2019 – aujourd'hui · Lyon
Développeuse chez Doctolib
janv. 2017 – août 2019
Formation
Master Informatique
Université Claude Bernard Lyon 1 · 2015 – 2017`);
    expect(jobs(fr)).toEqual([
      ['Ingénieure logicielle', 'Capgemini', '2019-09', null, true],
      ['Développeuse', 'Doctolib', '2017-01', '2019-08', false],
    ]);
    expect(fr.education[0]).toMatchObject({
      school: { value: 'Université Claude Bernard Lyon 1' },
      degree: { value: 'Master' },
    });
    expect(fr.location?.value.city).toBe('Lyon');

    const es = parse(`María Fernández
maria@example.es | 612 345 678 | Madrid, España
Experiencia profesional
Desarrolladora backend en Telefónica
ene. 2018 - actualidad
Analista de datos en BBVA
mar. 2015 - dic. 2017
Educación
Grado en Ingeniería Informática, Universidad Complutense de Madrid, 2011 - 2015`);
    expect(jobs(es)).toEqual([
      ['Desarrolladora backend', 'Telefónica', '2018-01', null, true],
      ['Analista de datos', 'BBVA', '2015-03', '2017-12', false],
    ]);
    expect(es.phone?.value).toBe('+34612345678');
    expect(es.education[0]).toMatchObject({
      school: { value: 'Universidad Complutense de Madrid' },
      degree: { value: 'Grado' },
      field: { value: 'Ingeniería Informática' },
    });
  });

  it('reads a LinkedIn-style export: company, title, dates with a duration, place', () => {
    const r = parse(`Experience
Shopify
Senior Data Scientist
January 2021 - Present (4 years 6 months)
Toronto, Canada
Built forecasting models for merchant payouts.
Wealthsimple
Data Analyst
March 2018 - December 2020 (2 years 10 months)
Toronto, Ontario, Canada`);
    expect(jobs(r)).toEqual([
      ['Senior Data Scientist', 'Shopify', '2021-01', null, true],
      ['Data Analyst', 'Wealthsimple', '2018-03', '2020-12', false],
    ]);
  });

  it('gives the second role of a promotion the company written once above both', () => {
    const r = parse(`Work Experience
Globex Corporation\tChicago, IL
Engineering Manager\t2022 – Present
• Grew the team from four to eleven people
Senior Engineer\t2019 – 2022
• Rebuilt the payments service`);
    expect(jobs(r)).toEqual([
      ['Engineering Manager', 'Globex Corporation', '2022-01', null, true],
      ['Senior Engineer', 'Globex Corporation', '2019-01', '2022-01', false],
    ]);
    expect(r.experience[1]?.company.confidence).toBeLessThan(0.8);
  });

  it('says how sure it is: a guessed title/company split is below the form threshold', () => {
    const r = parse(`Experience
Zorblax Quantum Widgets
2019 – 2021`);
    expect(r.experience).toHaveLength(1);
    const e = r.experience[0];
    expect(Math.max(e?.title.confidence ?? 0, e?.company.confidence ?? 0)).toBeLessThan(0.8);
  });

  it('strips a title and credentials from the name and keeps headings, places and jobs out of it', () => {
    expect(parse('Dr. Anna Schröder, PhD\nanna@example.de').name?.value).toBe('Anna Schröder');
    expect(parse('CURRICULUM VITAE\nMARIE-CLAIRE DE LA TOUR\nmarie@example.fr').name?.value).toBe(
      'Marie-Claire De La Tour',
    );
    expect(parse('Senior Software Engineer\nberlin@example.de').name).toBeNull();
    expect(parse('Experience\nAcme GmbH').name).toBeNull();
  });

  it('matches skills as whole words, including C#, C++, .NET and Node.js, and common words only in a skills list', () => {
    const r = parse(`Experience
Engineer, Acme\t2020 – 2022
• Wrote JavaScript and some C++; ported a C# service to .NET 8 and Node.js.
• We had to go fast and excel at negotiation with vendors.
Skills
Go, Excel, React`);
    const found = r.skills.map((s) => s.value).sort();
    // "go", "excel" and "negotiation" in a sentence are ordinary words; in the skills list they are skills.
    expect(found).toEqual(['.NET', 'C#', 'C++', 'Excel', 'Go', 'JavaScript', 'Node.js', 'React'].sort());
    expect(found).not.toContain('Java');
    const inProse = parse('Experience\nEngineer, Acme\t2020 – 2022\n• We had to go fast and excel at it.');
    expect(inProse.skills).toEqual([]);
  });

  it('finds links and e-mail in PDF link annotations and keeps sources short', () => {
    const long = `Jane Doe ${'x'.repeat(700)}`;
    const r = parseResume(
      {
        lines: [
          { text: 'Jane Doe', page: 1, bold: true, fontSize: 20 },
          {
            text: 'Portfolio | Email',
            page: 1,
            links: ['https://jane.design/work', 'mailto:jane@example.com'],
          },
          { text: long, page: 1 },
        ],
        text: '',
      },
      ctx,
    );
    expect(r.links.map((l) => l.value)).toEqual(['https://jane.design/work']);
    expect(r.email?.value).toBe('jane@example.com');
    expect(parsedResumeSchema.safeParse(r).success).toBe(true);
  });

  it('ignores a running header and page numbers on later pages', () => {
    const r = parseResume(
      {
        lines: [
          { text: 'Jane Doe', page: 1, bold: true, fontSize: 20 },
          { text: 'jane@example.com', page: 1 },
          { text: 'Experience', page: 1, bold: true },
          { text: 'Engineer, Acme\t2021 – Present', page: 1 },
          { text: 'Jane Doe - Resume', page: 2 },
          { text: 'Analyst\t2018 – 2021', page: 2 },
          { text: 'Initech', page: 2 },
          { text: 'Page 2 of 2', page: 2 },
        ],
        text: '',
      },
      ctx,
    );
    expect(jobs(r)).toEqual([
      ['Engineer', 'Acme', '2021-01', null, true],
      ['Analyst', 'Initech', '2018-01', '2021-01', false],
    ]);
  });

  it('is fast: a long resume parses in a few milliseconds', () => {
    const body = Array.from(
      { length: 40 },
      (_, i) =>
        `Engineer ${i}, Company ${i}\tJan ${2000 + (i % 20)} – Dec ${2001 + (i % 20)}\n• Built TypeScript and SQL things for ${i} teams`,
    ).join('\n');
    const text = `Jane Doe\njane@example.com\nExperience\n${body}`;
    const input = { lines: lines(text), text };
    parseResume(input, ctx);
    const t0 = performance.now();
    for (let i = 0; i < 10; i++) parseResume(input, ctx);
    expect((performance.now() - t0) / 10).toBeLessThan(50);
  });
});
