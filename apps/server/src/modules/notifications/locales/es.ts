import type { NotificationCatalogue } from '../notification-texts.js';

export const es: NotificationCatalogue = {
  kinds: {
    application_submitted: {
      title: 'Solicitud enviada',
      message: 'Tu solicitud para {jobTitle} se ha enviado.',
    },
    application_stage_changed: {
      title: 'Novedades de tu solicitud',
      message: 'Tu solicitud para {jobTitle} ha pasado a la etapa {stage}.',
    },
    interview_scheduled: {
      title: 'Entrevista programada',
      message: 'Tu entrevista para {jobTitle} es el {when}.',
    },
    interview_rescheduled: {
      title: 'Entrevista cambiada',
      message: 'Tu entrevista para {jobTitle} ahora es el {when}.',
    },
    interview_canceled: {
      title: 'Entrevista cancelada',
      message: 'Se ha cancelado tu entrevista para {jobTitle} del {when}.',
    },
    event_reminder: { title: 'Recordatorio de evento', message: '{eventTitle} empieza el {when}.' },
    offer_extended: { title: 'Firma tu oferta', message: 'Has recibido una oferta para {jobTitle}.' },
    offer_expiring: {
      title: 'Tu oferta vence pronto',
      message: 'Tu oferta para {jobTitle} vence el {date}.',
    },
    offer_document_revised: {
      title: 'Documento de la oferta revisado',
      message: 'Se ha revisado «{documentName}» de tu oferta para {jobTitle}.',
    },
    form_assigned: { title: 'Completa tu formulario', message: 'Completa «{formTitle}».' },
    job_alert_matches: {
      title: 'Alerta de empleo',
      message: 'Hay nuevos empleos para tu alerta «{alertName}»: {count}',
    },
  },
  stages: {
    New: 'Nueva',
    Screening: 'Preselección',
    Interview: 'Entrevista',
    Offer: 'Oferta',
    Hired: 'Contratado',
    Rejected: 'Rechazada',
    Withdrawn: 'Retirada',
  },
  mail: {
    subject: '{title} – {site}',
    open: 'Míralo en el sitio: {url}',
    unsubscribe: 'Para dejar de recibir correos sobre «{kind}», abre este enlace: {url}',
  },
  unsubscribe: {
    heading: 'Notificaciones por correo',
    question: '¿Dejar de recibir correos sobre «{kind}»?',
    button: 'Cancelar suscripción',
    done: 'Ya no recibirás correos sobre «{kind}». Seguirás viéndolos en el sitio.',
    invalid: 'Este enlace para cancelar la suscripción no es válido.',
  },
};
