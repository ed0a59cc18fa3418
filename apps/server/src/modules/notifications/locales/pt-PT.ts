import type { NotificationCatalogue } from '../notification-texts.js';

export const ptPT: NotificationCatalogue = {
  kinds: {
    application_submitted: {
      title: 'Candidatura enviada',
      message: 'A sua candidatura para {jobTitle} foi enviada.',
    },
    application_stage_changed: {
      title: 'Novidades da candidatura',
      message: 'A sua candidatura para {jobTitle} passou para a etapa {stage}.',
    },
    interview_scheduled: {
      title: 'Entrevista marcada',
      message: 'A sua entrevista para {jobTitle} é a {when}.',
    },
    interview_rescheduled: {
      title: 'Entrevista alterada',
      message: 'A sua entrevista para {jobTitle} é agora a {when}.',
    },
    interview_canceled: {
      title: 'Entrevista cancelada',
      message: 'A sua entrevista para {jobTitle} de {when} foi cancelada.',
    },
    event_reminder: { title: 'Lembrete de evento', message: '{eventTitle} começa a {when}.' },
    offer_extended: { title: 'Assine a sua oferta', message: 'Recebeu uma oferta para {jobTitle}.' },
    offer_expiring: {
      title: 'Oferta prestes a expirar',
      message: 'A sua oferta para {jobTitle} expira a {date}.',
    },
    offer_document_revised: {
      title: 'Documento da oferta revisto',
      message: '«{documentName}» da sua oferta para {jobTitle} foi revisto.',
    },
    form_assigned: { title: 'Preencha o seu formulário', message: 'Preencha «{formTitle}».' },
    job_alert_matches: {
      title: 'Alerta de emprego',
      message: 'Novas vagas correspondem ao seu alerta «{alertName}»: {count}',
    },
  },
  stages: {
    New: 'Nova',
    Screening: 'Triagem',
    Interview: 'Entrevista',
    Offer: 'Oferta',
    Hired: 'Contratado',
    Rejected: 'Recusada',
    Withdrawn: 'Retirada',
  },
  mail: {
    subject: '{title} – {site}',
    open: 'Veja no site: {url}',
    unsubscribe: 'Para deixar de receber emails sobre «{kind}», abra esta ligação: {url}',
  },
  unsubscribe: {
    heading: 'Notificações por email',
    question: 'Deixar de receber emails sobre «{kind}»?',
    button: 'Cancelar subscrição',
    done: 'Deixará de receber emails sobre «{kind}». Continuará a vê-los no site.',
    invalid: 'Esta ligação para cancelar a subscrição não é válida.',
  },
};
