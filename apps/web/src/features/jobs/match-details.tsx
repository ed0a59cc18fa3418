import {
  MATCH_REQUIRED_SKILL_FACTOR,
  type MatchDetails,
  PROFILE_MAX_YEARS_OF_EXPERIENCE,
  type ProfileEditRequest,
  type Suggestion,
} from '@portico/contracts';
import { VisuallyHidden } from '@portico/ui';
import { type QueryKey, useQueryClient } from '@tanstack/react-query';
import { Check, Plus, X } from 'lucide-react';
import { type FormEvent, type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useProfileEdit } from '../../lib/api/endpoints/index.js';
import { distanceText } from './format.js';
import styles from './jobs.module.css';
import fix from './match-details.module.css';
import { SearchBox } from './search-box.js';

function listText(items: readonly string[], language: string): string {
  return new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(items);
}

/**
 * A skill's comparison key, as the match compares skills: case, spacing and punctuation do not matter,
 * except + and # (C, C++ and C# differ).
 */
function skillKey(skill: string): string {
  return skill.toLowerCase().replace(/[^\p{L}\p{N}+#]/gu, '');
}

/** Skill points as the match gives them: required skills count MATCH_REQUIRED_SKILL_FACTOR times. */
function skillPoints(skills: NonNullable<MatchDetails['skills']>): number {
  const f = MATCH_REQUIRED_SKILL_FACTOR;
  const { required, preferred } = skills;
  const total = f * (required.matched.length + required.missing.length) + preferred.matched.length;
  const all = total + preferred.missing.length;
  const got = f * required.matched.length + preferred.matched.length;
  return all === 0 ? 0 : Math.round((skills.weight * got) / all);
}

/**
 * The evidence as it will be once `skill` is on the profile: the position's skill moves from missing to
 * matched, with the points it earns. Safe to show before the server answers, because the evidence says
 * exactly which of the position's skills the profile has; the score waits for the server.
 */
function withSkill(match: MatchDetails, skill: string): MatchDetails {
  if (!match.skills) return match;
  const key = skillKey(skill);
  const move = (part: { matched: string[]; missing: string[] }) => ({
    matched: [...part.matched, ...part.missing.filter((s) => skillKey(s) === key)],
    missing: part.missing.filter((s) => skillKey(s) !== key),
  });
  const skills = {
    ...match.skills,
    required: move(match.skills.required),
    preferred: move(match.skills.preferred),
  };
  return {
    ...match,
    skills: { ...skills, points: skillPoints(skills) },
    profileGaps: match.profileGaps.filter((g) => g !== 'skills'),
  };
}

/** The evidence once `years` are stated: they replace the work history's years in the experience points. */
function withYears(match: MatchDetails, years: number | null): MatchDetails {
  const e = match.experience;
  const scored = years ?? e.historyYears;
  const share = e.expectedYears === 0 ? 1 : Math.min(1, scored / e.expectedYears);
  return {
    ...match,
    experience: { ...e, years: scored, statedYears: years, points: Math.round(e.weight * share) },
  };
}

type Focus = { kind: 'skill'; name: string } | { kind: 'addSkill' } | { kind: 'years' };

/**
 * "How you match" (docs/decisions/015, 028): the score and, for every criterion, the points it gave and the
 * profile data behind them, so the candidate sees why — and corrects the data in place: "I have this" beside
 * each missing skill, a skill of their own, their years of experience and their location. Each correction is
 * one `profile_edit`; the evidence changes at once where that is certain, the score when the server has
 * scored the corrected profile, and a failure puts everything back and says so.
 */
export function MatchDetailsSection({
  match,
  loading,
  Heading,
  headingId,
  language,
  matchKey,
}: {
  match: MatchDetails | undefined;
  loading: boolean;
  Heading: 'h2' | 'h3';
  headingId: string;
  language: string;
  /** The query key of this match, for the corrections' immediate updates and their rollback. */
  matchKey: QueryKey;
}) {
  const { t } = useTranslation('jobs');
  const queryClient = useQueryClient();
  const [announcement, setAnnouncement] = useState('');
  const [failure, setFailure] = useState('');
  const focusNext = useRef<Focus | null>(null);
  /** Where focus returns if the running correction fails: the button it took away comes back. */
  const focusOnFailure = useRef<Focus | null>(null);
  const sectionRef = useRef<HTMLElement>(null);
  // An empty profile opens the evidence with its inputs at once: what to add is the whole message. Read once,
  // so the list does not close under the candidate when their first correction gives them a score.
  const [openAtFirst] = useState(() => match?.score === null);

  // The evidence the running correction makes certain before the server answers (see `correct`).
  const optimisticRef = useRef<((m: MatchDetails) => MatchDetails) | undefined>(undefined);

  const edit = useProfileEdit({
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey: matchKey });
      const before = queryClient.getQueryData<MatchDetails>(matchKey);
      const optimistic = optimisticRef.current;
      if (before && optimistic) queryClient.setQueryData<MatchDetails>(matchKey, optimistic(before));
      return { before };
    },
    onError: (error, _variables, context) => {
      const { before } = (context ?? {}) as { before?: MatchDetails };
      if (before) queryClient.setQueryData(matchKey, before);
      focusNext.current = focusOnFailure.current;
      setAnnouncement('');
      // Spec 2 §8: a 422 is "Invalid request received", anything else "Something went wrong".
      setFailure(error.status === 422 ? t('match.fix.invalid') : t('match.fix.failed'));
    },
    onSuccess: () => {
      // The match was asked again before this runs (the edit's invalidation is awaited).
      const after = queryClient.getQueryData<MatchDetails>(matchKey);
      setAnnouncement(
        after?.score != null ? t('match.fix.savedScore', { score: after.score }) : t('match.fix.saved'),
      );
    },
  });

  // After a correction re-renders the evidence, focus goes where the candidate can carry on: the control
  // they used may have gone with it ("I have this" of a skill now matched).
  useEffect(() => {
    const target = focusNext.current;
    if (!target || !sectionRef.current) return;
    const selector =
      target.kind === 'skill'
        ? `[data-fix-skill="${CSS.escape(target.name)}"]`
        : target.kind === 'addSkill'
          ? '[data-fix="add-skill"]'
          : '[data-fix="years"]';
    const element =
      sectionRef.current.querySelector<HTMLElement>(selector) ??
      sectionRef.current.querySelector<HTMLElement>('[data-fix="add-skill"]');
    if (element) {
      focusNext.current = null;
      element.focus();
    }
  });

  if (!match && !loading) return null;

  function correct(
    request: ProfileEditRequest,
    optimistic?: (m: MatchDetails) => MatchDetails,
    then?: Focus,
    onFailure?: Focus,
  ) {
    // One correction at a time: each one's rollback restores the evidence it replaced.
    if (edit.isPending) return;
    setFailure('');
    setAnnouncement(t('match.fix.saving'));
    focusNext.current = then ?? null;
    focusOnFailure.current = onFailure ?? null;
    optimisticRef.current = optimistic;
    edit.mutate(request);
  }

  /** "I have this": focus then goes to the next missing skill's button (or the one before, or the input). */
  function haveSkill(skill: string) {
    const index = missingSkills.indexOf(skill);
    const after = missingSkills[index + 1] ?? missingSkills[index - 1];
    const next: Focus = after ? { kind: 'skill', name: after } : { kind: 'addSkill' };
    addSkill(skill, next, { kind: 'skill', name: skill });
  }

  function addSkill(skill: string, then: Focus, onFailure?: Focus) {
    correct(
      { op_section: 'skills', operation: 'add', op_data: { value: skill } },
      (m) => withSkill(m, skill),
      then,
      onFailure,
    );
  }

  const missingSkills = match?.skills
    ? [...match.skills.required.missing, ...match.skills.preferred.missing]
    : [];
  const matchedSkills = match?.skills
    ? [...match.skills.required.matched, ...match.skills.preferred.matched]
    : [];

  return (
    <section
      ref={sectionRef}
      className={styles.match}
      aria-labelledby={headingId}
      aria-busy={loading || edit.isPending}
    >
      <Heading id={headingId} className={styles.sectionHeading}>
        {t('match.heading')}
      </Heading>
      {!match ? (
        <p className={styles.muted}>{t('match.loading')}</p>
      ) : (
        <>
          {match.score === null ? (
            <p>{t('match.noScore')}</p>
          ) : (
            <div className={styles.matchScore}>
              <p className={styles.matchScoreText}>{t('match.score', { score: match.score })}</p>
              <div className={styles.matchBar} aria-hidden="true">
                <div className={styles.matchBarFill} style={{ width: `${match.score}%` }} />
              </div>
            </div>
          )}
          {/* Polite: a corrected score is news, not an interruption. Always in the page so it is heard. */}
          <p role="status" className={fix.status}>
            {announcement}
          </p>
          {failure ? (
            <p role="alert" className={fix.failure}>
              {failure}
            </p>
          ) : null}
          <details className={styles.matchWhy} open={openAtFirst || undefined}>
            <summary>{t('match.why')}</summary>
            <ul className={styles.matchCriteria}>
              {match.skills ? (
                <Criterion name={t('match.skills.name')} points={match.skills}>
                  <SkillEvidence kind="required" part={match.skills.required} onHave={haveSkill} />
                  <SkillEvidence kind="preferred" part={match.skills.preferred} onHave={haveSkill} />
                  <AddSkillForm
                    known={matchedSkills}
                    onAdd={(skill) => {
                      const missing = missingSkills.find((s) => skillKey(s) === skillKey(skill));
                      addSkill(missing ?? skill, { kind: 'addSkill' });
                    }}
                  />
                </Criterion>
              ) : null}
              <Criterion name={t('match.title.name')} points={match.title}>
                <p>
                  {match.title.best
                    ? t('match.title.matched', {
                        title: match.title.best.title,
                        company: match.title.best.company,
                        words: match.title.best.sharedWords.join(' '),
                      })
                    : t('match.title.none')}
                </p>
              </Criterion>
              <Criterion name={t('match.experience.name')} points={match.experience}>
                <p>
                  {t('match.experience.have', {
                    count: match.experience.historyYears,
                    years: new Intl.NumberFormat(language).format(match.experience.historyYears),
                  })}{' '}
                  {match.experience.expectedYears === 0
                    ? t('match.experience.entry')
                    : t('match.experience.expected', { count: match.experience.expectedYears })}
                </p>
                {match.experience.statedYears !== null ? (
                  <p>
                    {t('match.fix.statedYears', {
                      years: new Intl.NumberFormat(language).format(match.experience.statedYears),
                    })}
                  </p>
                ) : null}
                <YearsForm
                  stated={match.experience.statedYears}
                  onSave={(years) =>
                    correct(
                      years === null
                        ? { op_section: 'years_of_experience', operation: 'delete', op_data: {} }
                        : {
                            op_section: 'years_of_experience',
                            operation: 'update',
                            op_data: { value: years },
                          },
                      (m) => withYears(m, years),
                      { kind: 'years' },
                    )
                  }
                />
              </Criterion>
              <Criterion name={t('match.location.name')} points={match.location}>
                <p>
                  {match.location.status === 'remote'
                    ? t('match.location.remote')
                    : match.location.status === 'unknown' || match.location.distanceKm === null
                      ? t('match.location.unknown')
                      : t('match.location.distance', {
                          from: match.location.from,
                          to: match.location.to,
                          distance: distanceText(match.location.distanceKm, 'km', language),
                        })}
                </p>
                <LocationForm
                  onPlace={(place) =>
                    correct({ op_section: 'location', operation: 'update', op_data: { value: place } })
                  }
                />
              </Criterion>
            </ul>
          </details>
          {match.profileGaps.length > 0 ? (
            <p className={styles.matchGaps}>
              {t('match.gaps', {
                list: listText(
                  match.profileGaps.map((gap) => t(`match.gap.${gap}`)),
                  language,
                ),
              })}
            </p>
          ) : null}
        </>
      )}
    </section>
  );
}

function Criterion({
  name,
  points,
  children,
}: {
  name: string;
  points: { points: number; weight: number };
  children: ReactNode;
}) {
  const { t } = useTranslation('jobs');
  return (
    <li className={styles.matchCriterion}>
      <p className={styles.matchCriterionHead}>
        <span className={styles.matchCriterionName}>{name}</span>
        <span className={styles.muted}>
          {t('match.points', { points: points.points, weight: points.weight })}
        </span>
      </p>
      {children}
    </li>
  );
}

function SkillEvidence({
  kind,
  part,
  onHave,
}: {
  kind: 'required' | 'preferred';
  part: { matched: string[]; missing: string[] };
  /** The candidate has `skill`. */
  onHave(skill: string): void;
}) {
  const { t } = useTranslation('jobs');
  const total = part.matched.length + part.missing.length;
  if (total === 0) return null;
  return (
    <>
      <p>{t(`match.skills.${kind}`, { matched: part.matched.length, count: total })}</p>
      <ul className={styles.skills} aria-label={t(`match.skills.${kind}List`)}>
        {part.matched.map((skill) => (
          <li key={skill} className={`${styles.skill} ${styles.skillHave}`}>
            <Check aria-hidden size={14} />
            {skill}
            <VisuallyHidden>{t('match.skills.have')}</VisuallyHidden>
          </li>
        ))}
        {part.missing.map((skill) => (
          <li key={skill} className={`${styles.skill} ${styles.skillMissing} ${fix.missingSkill}`}>
            <X aria-hidden size={14} />
            {skill}
            <VisuallyHidden>{t('match.skills.missing')}</VisuallyHidden>
            <button
              type="button"
              className={fix.haveButton}
              data-fix-skill={skill}
              onClick={() => onHave(skill)}
            >
              <Plus aria-hidden size={14} />
              {t('match.fix.haveThis')} <VisuallyHidden>{`(${skill})`}</VisuallyHidden>
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

function AddSkillForm({ known, onAdd }: { known: string[]; onAdd(skill: string): void }) {
  const { t } = useTranslation('jobs');
  const id = useId();
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    const skill = value.trim();
    if (!skill) return setProblem(t('match.fix.skillEmpty'));
    if (known.some((s) => skillKey(s) === skillKey(skill))) return setProblem(t('match.fix.skillKnown'));
    setProblem('');
    setValue('');
    onAdd(skill);
  }

  return (
    <form className={fix.form} onSubmit={submit} noValidate>
      <label htmlFor={id} className={fix.label}>
        {t('match.fix.addSkillLabel')}
      </label>
      <div className={fix.row}>
        <input
          id={id}
          className={fix.input}
          data-fix="add-skill"
          value={value}
          maxLength={80}
          autoComplete="off"
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => setValue(event.target.value)}
        />
        <button type="submit" className={fix.button}>
          {t('match.fix.addSkill')}
        </button>
      </div>
      {problem ? (
        <p id={`${id}-problem`} className={fix.problem}>
          {problem}
        </p>
      ) : null}
    </form>
  );
}

function YearsForm({ stated, onSave }: { stated: number | null; onSave(years: number | null): void }) {
  const { t } = useTranslation('jobs');
  const id = useId();
  const [value, setValue] = useState(stated === null ? '' : String(stated));
  const [problem, setProblem] = useState('');
  // A correction that was rolled back, or made on another job, shows the years the profile holds.
  useEffect(() => setValue(stated === null ? '' : String(stated)), [stated]);

  function submit(event: FormEvent) {
    event.preventDefault();
    const text = value.trim();
    const years = Number(text);
    if (!/^\d+$/.test(text) || years > PROFILE_MAX_YEARS_OF_EXPERIENCE) {
      setProblem(t('match.fix.yearsInvalid', { max: PROFILE_MAX_YEARS_OF_EXPERIENCE }));
      return;
    }
    setProblem('');
    onSave(years);
  }

  return (
    <form className={fix.form} onSubmit={submit} noValidate>
      <label htmlFor={id} className={fix.label}>
        {t('match.fix.yearsLabel')}
      </label>
      <div className={fix.row}>
        <input
          id={id}
          className={`${fix.input} ${fix.years}`}
          data-fix="years"
          type="number"
          inputMode="numeric"
          min={0}
          max={PROFILE_MAX_YEARS_OF_EXPERIENCE}
          step={1}
          value={value}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `${id}-problem` : undefined}
          onChange={(event) => setValue(event.target.value)}
        />
        <button type="submit" className={fix.button}>
          {t('match.fix.yearsSave')}
        </button>
        {stated !== null ? (
          <button type="button" className={fix.linkButton} onClick={() => onSave(null)}>
            {t('match.fix.useHistory')}
          </button>
        ) : null}
      </div>
      {problem ? (
        <p id={`${id}-problem`} className={fix.problem}>
          {problem}
        </p>
      ) : null}
    </form>
  );
}

/** The location, chosen from the places the search box suggests; choosing one saves it. */
function LocationForm({ onPlace }: { onPlace(place: NonNullable<Suggestion['place']>): void }) {
  const { t } = useTranslation('jobs');
  const problemId = useId();
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState('');
  return (
    <form
      className={fix.form}
      noValidate
      onSubmit={(event) => {
        // Enter without a highlighted suggestion: only a place from the list has coordinates to measure from.
        event.preventDefault();
        setProblem(t('match.fix.locationPick'));
      }}
    >
      <SearchBox
        kind="location"
        name="profile-location"
        label={t('match.fix.locationLabel')}
        placeholder={t('match.fix.locationPlaceholder')}
        value={value}
        minLength={1}
        accept={(s) => s.kind === 'place' && s.place !== undefined}
        onChange={(next) => {
          setValue(next);
          setProblem('');
        }}
        onPick={(suggestion) => {
          if (suggestion.place) onPlace(suggestion.place);
        }}
        problemId={problem ? problemId : undefined}
      />
      {problem ? (
        <p id={problemId} className={fix.problem}>
          {problem}
        </p>
      ) : null}
    </form>
  );
}
