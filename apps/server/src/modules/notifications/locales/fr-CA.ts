import type { NotificationCatalogue } from '../notification-texts.js';

export const frCA: NotificationCatalogue = {
  kinds: {
    application_submitted: {
      title: 'Candidature envoyée',
      message: 'Votre candidature pour {jobTitle} a été envoyée.',
    },
    application_stage_changed: {
      title: 'Suivi de candidature',
      message: 'Votre candidature pour {jobTitle} est passée à l’étape {stage}.',
    },
    interview_scheduled: {
      title: 'Entrevue planifiée',
      message: 'Votre entrevue pour {jobTitle} aura lieu le {when}.',
    },
    interview_rescheduled: {
      title: 'Entrevue déplacée',
      message: 'Votre entrevue pour {jobTitle} aura maintenant lieu le {when}.',
    },
    interview_canceled: {
      title: 'Entrevue annulée',
      message: 'Votre entrevue pour {jobTitle} du {when} a été annulée.',
    },
    event_reminder: { title: 'Rappel d’événement', message: '{eventTitle} commence le {when}.' },
    offer_extended: { title: 'Signez votre offre', message: 'Vous avez reçu une offre pour {jobTitle}.' },
    offer_expiring: {
      title: 'Offre bientôt échue',
      message: 'Votre offre pour {jobTitle} expire le {date}.',
    },
    offer_document_revised: {
      title: 'Document d’offre révisé',
      message: 'Le document « {documentName} » de votre offre pour {jobTitle} a été révisé.',
    },
    form_assigned: { title: 'Remplissez votre formulaire', message: 'Veuillez remplir « {formTitle} ».' },
    job_alert_matches: {
      title: 'Alerte-emploi',
      message: 'De nouveaux postes correspondent à votre alerte « {alertName} » : {count}',
    },
  },
  stages: {
    New: 'Nouvelle',
    Screening: 'Présélection',
    Interview: 'Entrevue',
    Offer: 'Offre',
    Hired: 'Embauché',
    Rejected: 'Refusée',
    Withdrawn: 'Retirée',
  },
  mail: {
    subject: '{title} – {site}',
    open: 'Voir sur le site : {url}',
    unsubscribe: 'Pour ne plus recevoir de courriels « {kind} », ouvrez ce lien : {url}',
  },
  unsubscribe: {
    heading: 'Notifications par courriel',
    question: 'Ne plus recevoir de courriels « {kind} » ?',
    button: 'Se désabonner',
    done: 'Vous ne recevrez plus de courriels « {kind} ». Vous les verrez toujours sur le site.',
    invalid: 'Ce lien de désabonnement n’est pas valide.',
  },
};
