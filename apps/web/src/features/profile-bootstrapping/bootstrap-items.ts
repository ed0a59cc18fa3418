import {
  type ParsedField,
  type ParsedResume,
  type PositionLocation,
  type ProfileBootstrapRequest,
  RESUME_CONFIDENCE_THRESHOLD,
} from '@portico/contracts';

/*
 * The bootstrapping page's model (docs/decisions/027): every field read from a resume becomes one item the
 * candidate keeps, corrects or drops. Pure, so the rules (what starts ticked, what is sent, which item a 422
 * names) are tested without a screen.
 */

export type BootstrapKind = 'headline' | 'phone' | 'location' | 'experience' | 'education' | 'skill' | 'link';

/** The editable text of each kind (dates and years as typed; empty for none). */
export interface BootstrapValues {
  headline: { headline: string };
  phone: { phone: string };
  location: { location: PositionLocation };
  experience: { title: string; company: string; startDate: string; endDate: string };
  education: { school: string; degree: string; field: string; startYear: string; endYear: string };
  skill: { name: string };
  link: { url: string };
}

export type BootstrapItem = {
  [K in BootstrapKind]: {
    readonly id: string;
    readonly kind: K;
    readonly value: BootstrapValues[K];
    /** The resume's own lines the value was read from, each once. */
    readonly sources: readonly string[];
    /** The weakest of the item's fields: one doubtful part makes the whole entry doubtful. */
    readonly confidence: number;
    readonly accepted: boolean;
    /** The candidate changed the value. */
    readonly corrected: boolean;
  };
}[BootstrapKind];

/** Sections in the order the page shows them. */
export const BOOTSTRAP_SECTIONS = [
  { key: 'headline', kinds: ['headline'] },
  { key: 'contact', kinds: ['phone', 'location'] },
  { key: 'experience', kinds: ['experience'] },
  { key: 'education', kinds: ['education'] },
  { key: 'skills', kinds: ['skill'] },
  { key: 'links', kinds: ['link'] },
] as const satisfies ReadonlyArray<{ key: string; kinds: readonly BootstrapKind[] }>;

const YEAR_MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;
const YEAR = /^\d{4}$/;
/** The profile's headline is one line of at most this many characters. */
export const HEADLINE_MAX = 200;

function sourcesOf(fields: ReadonlyArray<ParsedField<unknown> | null | undefined>): string[] {
  const out: string[] = [];
  for (const field of fields) {
    const text = field?.source.trim();
    if (text && !out.includes(text)) out.push(text);
  }
  return out;
}

function weakest(fields: ReadonlyArray<ParsedField<unknown>>): number {
  return fields.length === 0 ? 0 : Math.min(...fields.map((f) => f.confidence));
}

/** Whether an item holds everything the profile needs (a job needs its title, company and start). */
export function isComplete(item: BootstrapItem): boolean {
  switch (item.kind) {
    case 'experience': {
      const v = item.value;
      return (
        v.title.trim() !== '' &&
        v.company.trim() !== '' &&
        YEAR_MONTH.test(v.startDate) &&
        (v.endDate === '' || YEAR_MONTH.test(v.endDate))
      );
    }
    case 'education': {
      const v = item.value;
      return (
        v.school.trim() !== '' &&
        (v.startYear === '' || YEAR.test(v.startYear)) &&
        (v.endYear === '' || YEAR.test(v.endYear))
      );
    }
    case 'headline': {
      const headline = item.value.headline.trim();
      return headline !== '' && headline.length <= HEADLINE_MAX && !/[\r\n]/.test(headline);
    }
    case 'phone':
      return item.value.phone.trim() !== '';
    case 'skill':
      return item.value.name.trim() !== '';
    case 'link':
      return item.value.url.trim() !== '';
    case 'location':
      return true;
  }
}

/** A parsed link as a web address the profile takes (the parser keeps "github.com/x" as written). */
function asUrl(text: string): string {
  const trimmed = text.trim();
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`;
}

/**
 * The items of a parsed resume. Fields under the confidence threshold (0.8) start unticked, and so does an
 * entry that lacks something the profile needs, so nothing doubtful is saved without the candidate's eye on it.
 */
export function itemsFromResume(parsed: ParsedResume): BootstrapItem[] {
  const items: BootstrapItem[] = [];
  const push = <K extends BootstrapKind>(
    kind: K,
    id: string,
    value: BootstrapValues[K],
    fields: ReadonlyArray<ParsedField<unknown>>,
  ) => {
    const confidence = weakest(fields);
    const item = {
      id,
      kind,
      value,
      sources: sourcesOf(fields),
      confidence,
      accepted: false,
      corrected: false,
    } as BootstrapItem;
    items.push({ ...item, accepted: confidence >= RESUME_CONFIDENCE_THRESHOLD && isComplete(item) });
  };

  if (parsed.headline?.value)
    push('headline', 'headline', { headline: parsed.headline.value }, [parsed.headline]);
  if (parsed.phone?.value) push('phone', 'phone', { phone: parsed.phone.value }, [parsed.phone]);
  if (parsed.location) push('location', 'location', { location: parsed.location.value }, [parsed.location]);
  parsed.experience.forEach((job, index) => {
    const fields = [job.title, job.company, job.startDate, ...(job.current ? [] : [job.endDate])];
    push(
      'experience',
      `experience-${index}`,
      {
        title: job.title.value,
        company: job.company.value,
        startDate: job.startDate.value ?? '',
        endDate: job.current ? '' : (job.endDate.value ?? ''),
      },
      fields.filter((f) => f.value !== null && f.value !== ''),
    );
  });
  parsed.education.forEach((school, index) => {
    const fields = [school.school, school.degree, school.field, school.startYear, school.endYear];
    push(
      'education',
      `education-${index}`,
      {
        school: school.school.value,
        degree: school.degree.value,
        field: school.field.value,
        startYear: school.startYear.value === null ? '' : String(school.startYear.value),
        endYear: school.endYear.value === null ? '' : String(school.endYear.value),
      },
      fields.filter((f) => f.value !== null && f.value !== ''),
    );
  });
  parsed.skills.forEach((skill, index) => {
    push('skill', `skill-${index}`, { name: skill.value }, [skill]);
  });
  parsed.links.forEach((link, index) => {
    push('link', `link-${index}`, { url: asUrl(link.value) }, [link]);
  });
  return items;
}

/** The request of the ticked items, and which item each list entry came from (to place a 422's message). */
export function bootstrapRequest(
  items: readonly BootstrapItem[],
  resumeId: string | null,
): { request: ProfileBootstrapRequest; itemOfField: (field: string) => string | null } {
  const request = {
    resume_id: resumeId,
    headline: null as string | null,
    phone: null as string | null,
    location: null as PositionLocation | null,
    experience: [] as NonNullable<ProfileBootstrapRequest['experience']>,
    education: [] as NonNullable<ProfileBootstrapRequest['education']>,
    skills: [] as string[],
    links: [] as NonNullable<ProfileBootstrapRequest['links']>,
  };
  const owners: Record<string, string[]> = { experience: [], education: [], skills: [], links: [] };
  const single: Record<string, string> = {};
  for (const item of items) {
    if (!item.accepted) continue;
    switch (item.kind) {
      case 'headline':
        request.headline = item.value.headline.trim();
        single.headline = item.id;
        break;
      case 'phone':
        request.phone = item.value.phone.trim();
        single.phone = item.id;
        break;
      case 'location':
        request.location = item.value.location;
        single.location = item.id;
        break;
      case 'experience':
        request.experience.push({
          title: item.value.title.trim(),
          company: item.value.company.trim(),
          startDate: item.value.startDate.trim(),
          endDate: item.value.endDate.trim() || null,
          description: '',
        });
        owners.experience?.push(item.id);
        break;
      case 'education':
        request.education.push({
          school: item.value.school.trim(),
          degree: item.value.degree.trim(),
          field: item.value.field.trim(),
          startYear: item.value.startYear.trim() ? Number(item.value.startYear) : null,
          endYear: item.value.endYear.trim() ? Number(item.value.endYear) : null,
        });
        owners.education?.push(item.id);
        break;
      case 'skill':
        request.skills.push(item.value.name.trim());
        owners.skills?.push(item.id);
        break;
      case 'link':
        request.links.push({ label: '', url: item.value.url.trim() });
        owners.links?.push(item.id);
        break;
    }
  }
  const itemOfField = (field: string): string | null => {
    const [section, index] = field.split('.');
    if (!section) return null;
    if (single[section]) return single[section] ?? null;
    const list = owners[section];
    const at = Number(index);
    return list && Number.isInteger(at) ? (list[at] ?? null) : null;
  };
  return { request, itemOfField };
}

/** How many items are ticked. */
export const acceptedCount = (items: readonly BootstrapItem[]) => items.filter((i) => i.accepted).length;
