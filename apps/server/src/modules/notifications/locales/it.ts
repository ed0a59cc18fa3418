import type { NotificationCatalogue } from '../notification-texts.js';

export const it: NotificationCatalogue = {
  kinds: {
    application_submitted: {
      title: 'Candidatura inviata',
      message: 'La tua candidatura per {jobTitle} è stata inviata.',
    },
    application_stage_changed: {
      title: 'Aggiornamento sulla candidatura',
      message: 'La tua candidatura per {jobTitle} è passata alla fase {stage}.',
    },
    interview_scheduled: {
      title: 'Colloquio fissato',
      message: 'Il tuo colloquio per {jobTitle} è il {when}.',
    },
    interview_rescheduled: {
      title: 'Colloquio spostato',
      message: 'Il tuo colloquio per {jobTitle} è ora il {when}.',
    },
    interview_canceled: {
      title: 'Colloquio annullato',
      message: 'Il tuo colloquio per {jobTitle} del {when} è stato annullato.',
    },
    event_reminder: { title: 'Promemoria evento', message: '{eventTitle} inizia il {when}.' },
    offer_extended: { title: 'Firma la tua offerta', message: 'Hai ricevuto un’offerta per {jobTitle}.' },
    offer_expiring: {
      title: 'Offerta in scadenza',
      message: 'La tua offerta per {jobTitle} scade il {date}.',
    },
    offer_document_revised: {
      title: 'Documento dell’offerta rivisto',
      message: '«{documentName}» della tua offerta per {jobTitle} è stato rivisto.',
    },
    form_assigned: { title: 'Compila il modulo', message: 'Compila «{formTitle}».' },
    job_alert_matches: {
      title: 'Avviso di lavoro',
      message: 'Nuove offerte corrispondono al tuo avviso «{alertName}»: {count}',
    },
  },
  stages: {
    New: 'Nuova',
    Screening: 'Preselezione',
    Interview: 'Colloquio',
    Offer: 'Offerta',
    Hired: 'Assunto',
    Rejected: 'Respinta',
    Withdrawn: 'Ritirata',
  },
  mail: {
    subject: '{title} – {site}',
    open: 'Vedi sul sito: {url}',
    unsubscribe: 'Per non ricevere più email su «{kind}», apri questo link: {url}',
  },
  unsubscribe: {
    heading: 'Notifiche via email',
    question: 'Non ricevere più email su «{kind}»?',
    button: 'Annulla l’iscrizione',
    done: 'Non riceverai più email su «{kind}». Continuerai a vederle sul sito.',
    invalid: 'Questo link di annullamento non è valido.',
  },
};
