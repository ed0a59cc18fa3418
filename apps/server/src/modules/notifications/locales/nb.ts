import type { NotificationCatalogue } from '../notification-texts.js';

export const nb: NotificationCatalogue = {
  kinds: {
    application_submitted: { title: 'Søknad sendt', message: 'Søknaden din på {jobTitle} er sendt.' },
    application_stage_changed: {
      title: 'Nytt om søknaden',
      message: 'Søknaden din på {jobTitle} er flyttet til {stage}.',
    },
    interview_scheduled: { title: 'Intervju planlagt', message: 'Intervjuet ditt for {jobTitle} er {when}.' },
    interview_rescheduled: {
      title: 'Intervju flyttet',
      message: 'Intervjuet ditt for {jobTitle} er nå {when}.',
    },
    interview_canceled: {
      title: 'Intervju avlyst',
      message: 'Intervjuet ditt for {jobTitle} {when} er avlyst.',
    },
    event_reminder: { title: 'Påminnelse om arrangement', message: '{eventTitle} starter {when}.' },
    offer_extended: { title: 'Signer tilbudet ditt', message: 'Du har fått et tilbud på {jobTitle}.' },
    offer_expiring: {
      title: 'Tilbudet utløper snart',
      message: 'Tilbudet ditt på {jobTitle} utløper {date}.',
    },
    offer_document_revised: {
      title: 'Tilbudsdokument revidert',
      message: '«{documentName}» i tilbudet ditt på {jobTitle} er revidert.',
    },
    form_assigned: { title: 'Fyll ut skjemaet', message: 'Fyll ut «{formTitle}».' },
    job_alert_matches: {
      title: 'Jobbvarsel',
      message: 'Nye stillinger passer til varselet ditt «{alertName}»: {count}',
    },
  },
  stages: {
    New: 'Ny',
    Screening: 'Utvelgelse',
    Interview: 'Intervju',
    Offer: 'Tilbud',
    Hired: 'Ansatt',
    Rejected: 'Avslått',
    Withdrawn: 'Trukket',
  },
  mail: {
    subject: '{title} – {site}',
    open: 'Se det på nettstedet: {url}',
    unsubscribe: 'For å slutte å få e-post om «{kind}», åpne denne lenken: {url}',
  },
  unsubscribe: {
    heading: 'Varsler på e-post',
    question: 'Slutte å få e-post om «{kind}»?',
    button: 'Avslutt abonnement',
    done: 'Du får ikke lenger e-post om «{kind}». Du ser dem fortsatt på nettstedet.',
    invalid: 'Denne avmeldingslenken er ikke gyldig.',
  },
};
