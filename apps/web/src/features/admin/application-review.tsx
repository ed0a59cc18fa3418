import { type AdminApplication, API } from '@portico/contracts';
import { Button, FormAlert } from '@portico/ui';
import { type ComponentType, useState } from 'react';
import styles from './admin.module.css';
import { ADMIN_TEXTS } from './texts.js';

const T = ADMIN_TEXTS.application;

/** The PDF viewer the route lends (the offer center's): a feature does not import another feature. */
export type PdfViewerComponent = ComponentType<{ base64: string; label: string }>;

/** Bytes as base64, in pieces: one `String.fromCharCode(...bytes)` call overflows the stack on a large file. */
function base64Of(buffer: ArrayBuffer): string {
  const bytes = new Uint8Array(buffer);
  let text = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}

/**
 * The resume: a download link, and for a PDF the offer center's viewer on request (the file is fetched only
 * when the recruiter asks to read it here).
 */
export function ResumeView({
  application,
  href,
  Viewer,
}: {
  application: AdminApplication;
  href: (path: string) => string;
  Viewer: PdfViewerComponent;
}) {
  const [state, setState] = useState<
    { kind: 'idle' | 'loading' | 'failed' } | { kind: 'shown'; base64: string }
  >({
    kind: 'idle',
  });
  const resume = application.resume;
  if (!resume) return <p>{T.noResume}</p>;
  const url = href(API.adminApplicationResume(application.id));
  const show = async () => {
    setState({ kind: 'loading' });
    try {
      const response = await fetch(url, { credentials: 'same-origin' });
      if (!response.ok) throw new Error(String(response.status));
      setState({ kind: 'shown', base64: base64Of(await response.arrayBuffer()) });
    } catch {
      setState({ kind: 'failed' });
    }
  };
  return (
    <>
      <p>
        <a href={url} download={resume.file_name}>
          {T.download(resume.file_name)}
        </a>
      </p>
      {resume.kind === 'pdf' && state.kind !== 'shown' ? (
        <Button variant="secondary" size="small" isDisabled={state.kind === 'loading'} onPress={show}>
          {state.kind === 'loading' ? T.resumeLoading : T.showResume}
        </Button>
      ) : null}
      {state.kind === 'failed' ? <FormAlert>{T.resumeFailed}</FormAlert> : null}
      {state.kind === 'shown' ? <Viewer base64={state.base64} label={resume.file_name} /> : null}
    </>
  );
}

/** How the candidate's profile matches the job: the score and what it is made of, in the staff's words. */
export function MatchSummary({ match }: { match: NonNullable<AdminApplication['match']> }) {
  const M = T.match;
  const skills = match.skills;
  return (
    <section aria-labelledby="match-title">
      <h2 id="match-title">{M.title}</h2>
      {match.score === null ? <p>{M.noProfile}</p> : <p className={styles.score}>{M.score(match.score)}</p>}
      <dl className={styles.answers}>
        {skills ? (
          <>
            <div>
              <dt>{M.requiredSkills}</dt>
              <dd>{M.skillList(skills.required.matched, skills.required.missing)}</dd>
            </div>
            {skills.preferred.matched.length + skills.preferred.missing.length > 0 ? (
              <div>
                <dt>{M.preferredSkills}</dt>
                <dd>{M.skillList(skills.preferred.matched, skills.preferred.missing)}</dd>
              </div>
            ) : null}
          </>
        ) : null}
        <div>
          <dt>{M.experience}</dt>
          <dd>{M.years(match.experience.years, match.experience.expectedYears)}</dd>
        </div>
        <div>
          <dt>{M.titleLabel}</dt>
          <dd>{match.title.best ? `${match.title.best.title}, ${match.title.best.company}` : M.none}</dd>
        </div>
        <div>
          <dt>{M.location}</dt>
          <dd>{M.where(match.location.status, match.location.distanceKm, match.location.from)}</dd>
        </div>
      </dl>
      {match.profileGaps.length > 0 ? <p className={styles.muted}>{M.gaps(match.profileGaps)}</p> : null}
    </section>
  );
}
