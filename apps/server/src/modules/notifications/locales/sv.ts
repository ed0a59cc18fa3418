import type { NotificationCatalogue } from '../notification-texts.js';

export const sv: NotificationCatalogue = {
  kinds: {
    application_submitted: { title: 'Ansökan skickad', message: 'Din ansökan till {jobTitle} har skickats.' },
    application_stage_changed: {
      title: 'Nytt om din ansökan',
      message: 'Din ansökan till {jobTitle} har gått vidare till {stage}.',
    },
    interview_scheduled: { title: 'Intervju bokad', message: 'Din intervju för {jobTitle} är {when}.' },
    interview_rescheduled: {
      title: 'Intervju flyttad',
      message: 'Din intervju för {jobTitle} är nu {when}.',
    },
    interview_canceled: {
      title: 'Intervju inställd',
      message: 'Din intervju för {jobTitle} {when} är inställd.',
    },
    event_reminder: { title: 'Påminnelse om evenemang', message: '{eventTitle} börjar {when}.' },
    offer_extended: {
      title: 'Signera ditt erbjudande',
      message: 'Du har fått ett erbjudande för {jobTitle}.',
    },
    offer_expiring: {
      title: 'Erbjudandet går snart ut',
      message: 'Ditt erbjudande för {jobTitle} går ut {date}.',
    },
    offer_document_revised: {
      title: 'Dokument i erbjudandet reviderat',
      message: '”{documentName}” i ditt erbjudande för {jobTitle} har reviderats.',
    },
    form_assigned: { title: 'Fyll i ditt formulär', message: 'Fyll i ”{formTitle}”.' },
    job_alert_matches: {
      title: 'Jobbevakning',
      message: 'Nya jobb matchar din bevakning ”{alertName}”: {count}',
    },
  },
  stages: {
    New: 'Ny',
    Screening: 'Urval',
    Interview: 'Intervju',
    Offer: 'Erbjudande',
    Hired: 'Anställd',
    Rejected: 'Avböjd',
    Withdrawn: 'Återkallad',
  },
  mail: {
    subject: '{title} – {site}',
    open: 'Se det på webbplatsen: {url}',
    unsubscribe: 'Om du inte vill få fler mejl om ”{kind}”, öppna den här länken: {url}',
  },
  unsubscribe: {
    heading: 'Aviseringar via mejl',
    question: 'Sluta få mejl om ”{kind}”?',
    button: 'Avsluta prenumeration',
    done: 'Du får inte längre mejl om ”{kind}”. Du ser dem fortfarande på webbplatsen.',
    invalid: 'Den här avregistreringslänken är inte giltig.',
  },
};
