import type { NotificationCatalogue } from '../notification-texts.js';

export const nl: NotificationCatalogue = {
  kinds: {
    application_submitted: {
      title: 'Sollicitatie verstuurd',
      message: 'Je sollicitatie voor {jobTitle} is verstuurd.',
    },
    application_stage_changed: {
      title: 'Update over je sollicitatie',
      message: 'Je sollicitatie voor {jobTitle} is naar de fase {stage} gegaan.',
    },
    interview_scheduled: {
      title: 'Gesprek gepland',
      message: 'Je sollicitatiegesprek voor {jobTitle} is op {when}.',
    },
    interview_rescheduled: {
      title: 'Gesprek verzet',
      message: 'Je sollicitatiegesprek voor {jobTitle} is nu op {when}.',
    },
    interview_canceled: {
      title: 'Gesprek geannuleerd',
      message: 'Je sollicitatiegesprek voor {jobTitle} op {when} is geannuleerd.',
    },
    event_reminder: { title: 'Herinnering aan evenement', message: '{eventTitle} begint op {when}.' },
    offer_extended: {
      title: 'Onderteken je aanbod',
      message: 'Je hebt een aanbod ontvangen voor {jobTitle}.',
    },
    offer_expiring: {
      title: 'Aanbod verloopt binnenkort',
      message: 'Je aanbod voor {jobTitle} verloopt op {date}.',
    },
    offer_document_revised: {
      title: 'Document van aanbod herzien',
      message: '‘{documentName}’ van je aanbod voor {jobTitle} is herzien.',
    },
    form_assigned: { title: 'Vul je formulier in', message: 'Vul ‘{formTitle}’ in.' },
    job_alert_matches: {
      title: 'Vacaturemelding',
      message: 'Nieuwe vacatures passen bij je melding ‘{alertName}’: {count}',
    },
  },
  stages: {
    New: 'Nieuw',
    Screening: 'Selectie',
    Interview: 'Gesprek',
    Offer: 'Aanbod',
    Hired: 'Aangenomen',
    Rejected: 'Afgewezen',
    Withdrawn: 'Ingetrokken',
  },
  mail: {
    subject: '{title} – {site}',
    open: 'Bekijk het op de site: {url}',
    unsubscribe: 'Geen e-mails meer over ‘{kind}’? Open deze link: {url}',
  },
  unsubscribe: {
    heading: 'Meldingen per e-mail',
    question: 'Geen e-mails meer over ‘{kind}’?',
    button: 'Afmelden',
    done: 'Je krijgt geen e-mails meer over ‘{kind}’. Op de site zie je ze nog steeds.',
    invalid: 'Deze afmeldlink is niet geldig.',
  },
};
