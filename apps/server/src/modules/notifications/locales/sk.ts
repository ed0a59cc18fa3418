import type { NotificationCatalogue } from '../notification-texts.js';

export const sk: NotificationCatalogue = {
  kinds: {
    application_submitted: {
      title: 'Prihláška odoslaná',
      message: 'Vaša prihláška na pozíciu {jobTitle} bola odoslaná.',
    },
    application_stage_changed: {
      title: 'Novinka k prihláške',
      message: 'Vaša prihláška na pozíciu {jobTitle} postúpila do fázy {stage}.',
    },
    interview_scheduled: {
      title: 'Pohovor naplánovaný',
      message: 'Váš pohovor na pozíciu {jobTitle} bude {when}.',
    },
    interview_rescheduled: {
      title: 'Pohovor presunutý',
      message: 'Váš pohovor na pozíciu {jobTitle} bude teraz {when}.',
    },
    interview_canceled: {
      title: 'Pohovor zrušený',
      message: 'Váš pohovor na pozíciu {jobTitle} ({when}) bol zrušený.',
    },
    event_reminder: { title: 'Pripomienka podujatia', message: '{eventTitle} sa začína {when}.' },
    offer_extended: { title: 'Podpíšte ponuku', message: 'Dostali ste ponuku na pozíciu {jobTitle}.' },
    offer_expiring: {
      title: 'Ponuka čoskoro vyprší',
      message: 'Vaša ponuka na pozíciu {jobTitle} vyprší {date}.',
    },
    offer_document_revised: {
      title: 'Dokument ponuky upravený',
      message: 'Dokument „{documentName}“ vašej ponuky na pozíciu {jobTitle} bol upravený.',
    },
    form_assigned: { title: 'Vyplňte formulár', message: 'Vyplňte, prosím, „{formTitle}“.' },
    job_alert_matches: {
      title: 'Upozornenie na prácu',
      message: 'Vášmu upozorneniu „{alertName}“ zodpovedajú nové pozície: {count}',
    },
  },
  stages: {
    New: 'Nová',
    Screening: 'Predvýber',
    Interview: 'Pohovor',
    Offer: 'Ponuka',
    Hired: 'Prijatý',
    Rejected: 'Zamietnutá',
    Withdrawn: 'Stiahnutá',
  },
  mail: {
    subject: '{title} – {site}',
    open: 'Zobraziť na webe: {url}',
    unsubscribe: 'Ak už nechcete e-maily „{kind}“, otvorte tento odkaz: {url}',
  },
  unsubscribe: {
    heading: 'E-mailové upozornenia',
    question: 'Prestať posielať e-maily „{kind}“?',
    button: 'Odhlásiť odber',
    done: 'E-maily „{kind}“ už nebudete dostávať. Na webe ich uvidíte aj naďalej.',
    invalid: 'Tento odkaz na odhlásenie nie je platný.',
  },
};
