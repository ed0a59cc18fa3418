import type { NotificationCatalogue } from '../notification-texts.js';

export const hu: NotificationCatalogue = {
  kinds: {
    application_submitted: {
      title: 'Jelentkezés elküldve',
      message: 'A(z) {jobTitle} pozícióra szóló jelentkezését elküldtük.',
    },
    application_stage_changed: {
      title: 'Hír a jelentkezéséről',
      message: 'A(z) {jobTitle} pozícióra szóló jelentkezése a következő szakaszba lépett: {stage}.',
    },
    interview_scheduled: {
      title: 'Interjú időpontja',
      message: 'A(z) {jobTitle} pozícióra szóló interjúja: {when}.',
    },
    interview_rescheduled: {
      title: 'Interjú áthelyezve',
      message: 'A(z) {jobTitle} pozícióra szóló interjúja új időpontja: {when}.',
    },
    interview_canceled: {
      title: 'Interjú lemondva',
      message: 'A(z) {jobTitle} pozícióra szóló interjúját ({when}) lemondták.',
    },
    event_reminder: { title: 'Esemény-emlékeztető', message: '{eventTitle} kezdete: {when}.' },
    offer_extended: { title: 'Írja alá ajánlatát', message: 'Ajánlatot kapott a(z) {jobTitle} pozícióra.' },
    offer_expiring: {
      title: 'Hamarosan lejár az ajánlat',
      message: 'A(z) {jobTitle} pozícióra szóló ajánlata lejár: {date}.',
    },
    offer_document_revised: {
      title: 'Ajánlati dokumentum módosítva',
      message: 'A(z) {jobTitle} pozícióra szóló ajánlatának „{documentName}” dokumentuma módosult.',
    },
    form_assigned: { title: 'Töltse ki az űrlapot', message: 'Kérjük, töltse ki ezt: „{formTitle}”.' },
    job_alert_matches: {
      title: 'Állásfigyelő',
      message: 'Új állások felelnek meg a(z) „{alertName}” figyelőnek: {count}',
    },
  },
  stages: {
    New: 'Új',
    Screening: 'Előszűrés',
    Interview: 'Interjú',
    Offer: 'Ajánlat',
    Hired: 'Felvéve',
    Rejected: 'Elutasítva',
    Withdrawn: 'Visszavonva',
  },
  mail: {
    subject: '{title} – {site}',
    open: 'Megtekintés az oldalon: {url}',
    unsubscribe: 'Ha nem szeretne több e-mailt erről: „{kind}”, nyissa meg ezt a linket: {url}',
  },
  unsubscribe: {
    heading: 'E-mail-értesítések',
    question: 'Leállítja az e-maileket erről: „{kind}”?',
    button: 'Leiratkozás',
    done: 'Nem kap több e-mailt erről: „{kind}”. Az oldalon továbbra is látni fogja őket.',
    invalid: 'Ez a leiratkozási link nem érvényes.',
  },
};
