import type { NotificationCatalogue } from '../notification-texts.js';

export const fr: NotificationCatalogue = {
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
      title: 'Entretien planifié',
      message: 'Votre entretien pour {jobTitle} a lieu le {when}.',
    },
    interview_rescheduled: {
      title: 'Entretien déplacé',
      message: 'Votre entretien pour {jobTitle} a désormais lieu le {when}.',
    },
    interview_canceled: {
      title: 'Entretien annulé',
      message: 'Votre entretien pour {jobTitle} du {when} a été annulé.',
    },
    event_reminder: { title: 'Rappel d’événement', message: '{eventTitle} commence le {when}.' },
    offer_extended: { title: 'Signez votre offre', message: 'Vous avez reçu une offre pour {jobTitle}.' },
    offer_expiring: {
      title: 'Offre bientôt expirée',
      message: 'Votre offre pour {jobTitle} expire le {date}.',
    },
    offer_document_revised: {
      title: 'Document d’offre révisé',
      message: 'Le document « {documentName} » de votre offre pour {jobTitle} a été révisé.',
    },
    form_assigned: { title: 'Remplissez votre formulaire', message: 'Veuillez remplir « {formTitle} ».' },
    job_alert_matches: {
      title: 'Alerte emploi',
      message: 'De nouvelles offres correspondent à votre alerte « {alertName} » : {count}',
    },
  },
  stages: {
    New: 'Nouvelle',
    Screening: 'Présélection',
    Interview: 'Entretien',
    Offer: 'Offre',
    Hired: 'Embauché',
    Rejected: 'Refusée',
    Withdrawn: 'Retirée',
  },
  mail: {
    subject: '{title} – {site}',
    open: 'Voir sur le site : {url}',
    unsubscribe: 'Pour ne plus recevoir d’e-mails « {kind} », ouvrez ce lien : {url}',
  },
  unsubscribe: {
    heading: 'Notifications par e-mail',
    question: 'Ne plus recevoir d’e-mails « {kind} » ?',
    button: 'Se désabonner',
    done: 'Vous ne recevrez plus d’e-mails « {kind} ». Vous les verrez toujours sur le site.',
    invalid: 'Ce lien de désabonnement n’est pas valide.',
  },
};
