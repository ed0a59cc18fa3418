import type { NotificationCatalogue } from '../notification-texts.js';

export const cs: NotificationCatalogue = {
  kinds: {
    application_submitted: {
      title: 'Přihláška odeslána',
      message: 'Vaše přihláška na pozici {jobTitle} byla odeslána.',
    },
    application_stage_changed: {
      title: 'Novinka k přihlášce',
      message: 'Vaše přihláška na pozici {jobTitle} postoupila do fáze {stage}.',
    },
    interview_scheduled: {
      title: 'Pohovor naplánován',
      message: 'Váš pohovor na pozici {jobTitle} proběhne {when}.',
    },
    interview_rescheduled: {
      title: 'Pohovor přesunut',
      message: 'Váš pohovor na pozici {jobTitle} nyní proběhne {when}.',
    },
    interview_canceled: {
      title: 'Pohovor zrušen',
      message: 'Váš pohovor na pozici {jobTitle} ({when}) byl zrušen.',
    },
    event_reminder: { title: 'Připomenutí akce', message: '{eventTitle} začíná {when}.' },
    offer_extended: { title: 'Podepište nabídku', message: 'Obdrželi jste nabídku na pozici {jobTitle}.' },
    offer_expiring: {
      title: 'Nabídka brzy vyprší',
      message: 'Vaše nabídka na pozici {jobTitle} vyprší {date}.',
    },
    offer_document_revised: {
      title: 'Dokument nabídky upraven',
      message: 'Dokument „{documentName}“ vaší nabídky na pozici {jobTitle} byl upraven.',
    },
    form_assigned: { title: 'Vyplňte formulář', message: 'Vyplňte prosím „{formTitle}“.' },
    job_alert_matches: {
      title: 'Upozornění na práci',
      message: 'Vašemu upozornění „{alertName}“ odpovídají nové pozice: {count}',
    },
  },
  stages: {
    New: 'Nová',
    Screening: 'Předvýběr',
    Interview: 'Pohovor',
    Offer: 'Nabídka',
    Hired: 'Přijat',
    Rejected: 'Zamítnuta',
    Withdrawn: 'Stažena',
  },
  mail: {
    subject: '{title} – {site}',
    open: 'Zobrazit na webu: {url}',
    unsubscribe: 'Pokud už nechcete e-maily „{kind}“, otevřete tento odkaz: {url}',
  },
  unsubscribe: {
    heading: 'E-mailová oznámení',
    question: 'Přestat posílat e-maily „{kind}“?',
    button: 'Odhlásit odběr',
    done: 'E-maily „{kind}“ už dostávat nebudete. Na webu je uvidíte i nadále.',
    invalid: 'Tento odkaz pro odhlášení není platný.',
  },
};
