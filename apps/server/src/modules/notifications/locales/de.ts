import type { NotificationCatalogue } from '../notification-texts.js';

export const de: NotificationCatalogue = {
  kinds: {
    application_submitted: {
      title: 'Bewerbung gesendet',
      message: 'Ihre Bewerbung für {jobTitle} wurde gesendet.',
    },
    application_stage_changed: {
      title: 'Neuigkeiten zur Bewerbung',
      message: 'Ihre Bewerbung für {jobTitle} ist jetzt im Schritt {stage}.',
    },
    interview_scheduled: {
      title: 'Vorstellungsgespräch geplant',
      message: 'Ihr Vorstellungsgespräch für {jobTitle} findet am {when} statt.',
    },
    interview_rescheduled: {
      title: 'Vorstellungsgespräch verschoben',
      message: 'Ihr Vorstellungsgespräch für {jobTitle} findet jetzt am {when} statt.',
    },
    interview_canceled: {
      title: 'Vorstellungsgespräch abgesagt',
      message: 'Ihr Vorstellungsgespräch für {jobTitle} am {when} wurde abgesagt.',
    },
    event_reminder: { title: 'Erinnerung an Veranstaltung', message: '{eventTitle} beginnt am {when}.' },
    offer_extended: {
      title: 'Angebot unterschreiben',
      message: 'Sie haben ein Angebot für {jobTitle} erhalten.',
    },
    offer_expiring: {
      title: 'Angebot läuft bald ab',
      message: 'Ihr Angebot für {jobTitle} läuft am {date} ab.',
    },
    offer_document_revised: {
      title: 'Angebotsdokument überarbeitet',
      message: '„{documentName}“ Ihres Angebots für {jobTitle} wurde überarbeitet.',
    },
    form_assigned: { title: 'Formular ausfüllen', message: 'Bitte füllen Sie „{formTitle}“ aus.' },
    job_alert_matches: {
      title: 'Jobalarm',
      message: 'Neue Stellen passen zu Ihrem Alarm „{alertName}“: {count}',
    },
  },
  stages: {
    New: 'Neu',
    Screening: 'Vorauswahl',
    Interview: 'Vorstellungsgespräch',
    Offer: 'Angebot',
    Hired: 'Eingestellt',
    Rejected: 'Abgelehnt',
    Withdrawn: 'Zurückgezogen',
  },
  mail: {
    subject: '{title} – {site}',
    open: 'Auf der Website ansehen: {url}',
    unsubscribe: 'Um keine E-Mails mehr zu „{kind}“ zu erhalten, öffnen Sie diesen Link: {url}',
  },
  unsubscribe: {
    heading: 'E-Mail-Benachrichtigungen',
    question: 'Keine E-Mails mehr zu „{kind}“?',
    button: 'Abmelden',
    done: 'Sie erhalten keine E-Mails mehr zu „{kind}“. Auf der Website sehen Sie sie weiterhin.',
    invalid: 'Dieser Abmeldelink ist ungültig.',
  },
};
