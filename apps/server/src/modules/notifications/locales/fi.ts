import type { NotificationCatalogue } from '../notification-texts.js';

export const fi: NotificationCatalogue = {
  kinds: {
    application_submitted: {
      title: 'Hakemus lähetetty',
      message: 'Hakemuksesi tehtävään {jobTitle} on lähetetty.',
    },
    application_stage_changed: {
      title: 'Hakemuksesi eteni',
      message: 'Hakemuksesi tehtävään {jobTitle} on nyt vaiheessa {stage}.',
    },
    interview_scheduled: {
      title: 'Haastattelu sovittu',
      message: 'Haastattelusi tehtävään {jobTitle}: {when}.',
    },
    interview_rescheduled: {
      title: 'Haastattelu siirretty',
      message: 'Haastattelusi tehtävään {jobTitle} on siirretty: {when}.',
    },
    interview_canceled: {
      title: 'Haastattelu peruttu',
      message: 'Haastattelusi tehtävään {jobTitle} ({when}) on peruttu.',
    },
    event_reminder: { title: 'Muistutus tapahtumasta', message: '{eventTitle} alkaa {when}.' },
    offer_extended: {
      title: 'Allekirjoita tarjouksesi',
      message: 'Olet saanut tarjouksen tehtävästä {jobTitle}.',
    },
    offer_expiring: {
      title: 'Tarjous vanhenee pian',
      message: 'Tarjouksesi tehtävästä {jobTitle} vanhenee {date}.',
    },
    offer_document_revised: {
      title: 'Tarjousasiakirjaa muutettu',
      message: 'Tarjouksesi ({jobTitle}) asiakirjaa ”{documentName}” on muutettu.',
    },
    form_assigned: { title: 'Täytä lomake', message: 'Täytä lomake ”{formTitle}”.' },
    job_alert_matches: {
      title: 'Työpaikkavahti',
      message: 'Uusia työpaikkoja vahtiisi ”{alertName}”: {count}',
    },
  },
  stages: {
    New: 'Uusi',
    Screening: 'Esikarsinta',
    Interview: 'Haastattelu',
    Offer: 'Tarjous',
    Hired: 'Palkattu',
    Rejected: 'Hylätty',
    Withdrawn: 'Peruttu',
  },
  mail: {
    subject: '{title} – {site}',
    open: 'Katso sivustolla: {url}',
    unsubscribe: 'Jos et halua enää sähköposteja aiheesta ”{kind}”, avaa tämä linkki: {url}',
  },
  unsubscribe: {
    heading: 'Sähköposti-ilmoitukset',
    question: 'Lopetetaanko sähköpostit aiheesta ”{kind}”?',
    button: 'Peru tilaus',
    done: 'Et saa enää sähköposteja aiheesta ”{kind}”. Näet ne edelleen sivustolla.',
    invalid: 'Tämä tilauksen perumislinkki ei ole kelvollinen.',
  },
};
