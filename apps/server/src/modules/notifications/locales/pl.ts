import type { NotificationCatalogue } from '../notification-texts.js';

export const pl: NotificationCatalogue = {
  kinds: {
    application_submitted: {
      title: 'Aplikacja wysłana',
      message: 'Twoja aplikacja na stanowisko {jobTitle} została wysłana.',
    },
    application_stage_changed: {
      title: 'Zmiana w aplikacji',
      message: 'Twoja aplikacja na stanowisko {jobTitle} przeszła do etapu {stage}.',
    },
    interview_scheduled: {
      title: 'Rozmowa zaplanowana',
      message: 'Twoja rozmowa w sprawie {jobTitle} odbędzie się {when}.',
    },
    interview_rescheduled: {
      title: 'Rozmowa przełożona',
      message: 'Twoja rozmowa w sprawie {jobTitle} odbędzie się teraz {when}.',
    },
    interview_canceled: {
      title: 'Rozmowa odwołana',
      message: 'Twoja rozmowa w sprawie {jobTitle} ({when}) została odwołana.',
    },
    event_reminder: { title: 'Przypomnienie o wydarzeniu', message: '{eventTitle} zaczyna się {when}.' },
    offer_extended: { title: 'Podpisz ofertę', message: 'Otrzymałeś ofertę na stanowisko {jobTitle}.' },
    offer_expiring: {
      title: 'Oferta wkrótce wygaśnie',
      message: 'Twoja oferta na stanowisko {jobTitle} wygasa {date}.',
    },
    offer_document_revised: {
      title: 'Dokument oferty poprawiony',
      message: 'Dokument „{documentName}” Twojej oferty na stanowisko {jobTitle} został poprawiony.',
    },
    form_assigned: { title: 'Wypełnij formularz', message: 'Wypełnij „{formTitle}”.' },
    job_alert_matches: {
      title: 'Alert o ofertach pracy',
      message: 'Nowe oferty pasują do Twojego alertu „{alertName}”: {count}',
    },
  },
  stages: {
    New: 'Nowa',
    Screening: 'Preselekcja',
    Interview: 'Rozmowa',
    Offer: 'Oferta',
    Hired: 'Zatrudniony',
    Rejected: 'Odrzucona',
    Withdrawn: 'Wycofana',
  },
  mail: {
    subject: '{title} – {site}',
    open: 'Zobacz w serwisie: {url}',
    unsubscribe: 'Aby nie otrzymywać e-maili „{kind}”, otwórz ten link: {url}',
  },
  unsubscribe: {
    heading: 'Powiadomienia e-mail',
    question: 'Przestać wysyłać e-maile „{kind}”?',
    button: 'Wypisz się',
    done: 'Nie będziesz już otrzymywać e-maili „{kind}”. Nadal zobaczysz je w serwisie.',
    invalid: 'Ten link do wypisania się jest nieprawidłowy.',
  },
};
