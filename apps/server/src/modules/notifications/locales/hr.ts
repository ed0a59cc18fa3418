import type { NotificationCatalogue } from '../notification-texts.js';

export const hr: NotificationCatalogue = {
  kinds: {
    application_submitted: { title: 'Prijava poslana', message: 'Vaša prijava za {jobTitle} je poslana.' },
    application_stage_changed: {
      title: 'Novosti o prijavi',
      message: 'Vaša prijava za {jobTitle} prešla je u fazu {stage}.',
    },
    interview_scheduled: { title: 'Razgovor zakazan', message: 'Vaš razgovor za {jobTitle} je {when}.' },
    interview_rescheduled: {
      title: 'Razgovor pomaknut',
      message: 'Vaš razgovor za {jobTitle} sada je {when}.',
    },
    interview_canceled: {
      title: 'Razgovor otkazan',
      message: 'Vaš razgovor za {jobTitle} ({when}) je otkazan.',
    },
    event_reminder: { title: 'Podsjetnik na događaj', message: '{eventTitle} počinje {when}.' },
    offer_extended: { title: 'Potpišite ponudu', message: 'Primili ste ponudu za {jobTitle}.' },
    offer_expiring: { title: 'Ponuda uskoro istječe', message: 'Vaša ponuda za {jobTitle} istječe {date}.' },
    offer_document_revised: {
      title: 'Dokument ponude izmijenjen',
      message: 'Dokument „{documentName}” vaše ponude za {jobTitle} je izmijenjen.',
    },
    form_assigned: { title: 'Ispunite obrazac', message: 'Ispunite „{formTitle}”.' },
    job_alert_matches: {
      title: 'Obavijest o poslovima',
      message: 'Novi poslovi odgovaraju vašoj obavijesti „{alertName}”: {count}',
    },
  },
  stages: {
    New: 'Nova',
    Screening: 'Predselekcija',
    Interview: 'Razgovor',
    Offer: 'Ponuda',
    Hired: 'Zaposlen',
    Rejected: 'Odbijena',
    Withdrawn: 'Povučena',
  },
  mail: {
    subject: '{title} – {site}',
    open: 'Pogledajte na stranici: {url}',
    unsubscribe: 'Ako više ne želite e-poruke o „{kind}”, otvorite ovu poveznicu: {url}',
  },
  unsubscribe: {
    heading: 'Obavijesti e-poštom',
    question: 'Prestati primati e-poruke o „{kind}”?',
    button: 'Odjava',
    done: 'Više nećete primati e-poruke o „{kind}”. I dalje ćete ih vidjeti na stranici.',
    invalid: 'Ova poveznica za odjavu nije valjana.',
  },
};
