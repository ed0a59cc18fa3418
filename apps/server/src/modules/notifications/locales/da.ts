import type { NotificationCatalogue } from '../notification-texts.js';

export const da: NotificationCatalogue = {
  kinds: {
    application_submitted: { title: 'Ansøgning sendt', message: 'Din ansøgning til {jobTitle} er sendt.' },
    application_stage_changed: {
      title: 'Nyt om din ansøgning',
      message: 'Din ansøgning til {jobTitle} er gået videre til {stage}.',
    },
    interview_scheduled: { title: 'Samtale planlagt', message: 'Din samtale om {jobTitle} er {when}.' },
    interview_rescheduled: { title: 'Samtale flyttet', message: 'Din samtale om {jobTitle} er nu {when}.' },
    interview_canceled: { title: 'Samtale aflyst', message: 'Din samtale om {jobTitle} {when} er aflyst.' },
    event_reminder: { title: 'Påmindelse om arrangement', message: '{eventTitle} begynder {when}.' },
    offer_extended: { title: 'Underskriv dit tilbud', message: 'Du har fået et tilbud på {jobTitle}.' },
    offer_expiring: { title: 'Tilbud udløber snart', message: 'Dit tilbud på {jobTitle} udløber {date}.' },
    offer_document_revised: {
      title: 'Tilbudsdokument revideret',
      message: '„{documentName}“ i dit tilbud på {jobTitle} er revideret.',
    },
    form_assigned: { title: 'Udfyld din formular', message: 'Udfyld venligst „{formTitle}“.' },
    job_alert_matches: { title: 'Jobagent', message: 'Nye job matcher din jobagent „{alertName}“: {count}' },
  },
  stages: {
    New: 'Ny',
    Screening: 'Screening',
    Interview: 'Samtale',
    Offer: 'Tilbud',
    Hired: 'Ansat',
    Rejected: 'Afvist',
    Withdrawn: 'Trukket tilbage',
  },
  mail: {
    subject: '{title} – {site}',
    open: 'Se det på siden: {url}',
    unsubscribe: 'Hvis du ikke vil have flere e-mails om „{kind}“, så åbn dette link: {url}',
  },
  unsubscribe: {
    heading: 'E-mailnotifikationer',
    question: 'Stop e-mails om „{kind}“?',
    button: 'Afmeld',
    done: 'Du får ikke længere e-mails om „{kind}“. Du kan stadig se dem på siden.',
    invalid: 'Dette afmeldingslink er ikke gyldigt.',
  },
};
