import type { NotificationCatalogue } from '../notification-texts.js';

export const ptBR: NotificationCatalogue = {
  kinds: {
    application_submitted: {
      title: 'Candidatura enviada',
      message: 'Sua candidatura para {jobTitle} foi enviada.',
    },
    application_stage_changed: {
      title: 'Novidades da candidatura',
      message: 'Sua candidatura para {jobTitle} passou para a etapa {stage}.',
    },
    interview_scheduled: {
      title: 'Entrevista agendada',
      message: 'Sua entrevista para {jobTitle} é em {when}.',
    },
    interview_rescheduled: {
      title: 'Entrevista remarcada',
      message: 'Sua entrevista para {jobTitle} agora é em {when}.',
    },
    interview_canceled: {
      title: 'Entrevista cancelada',
      message: 'Sua entrevista para {jobTitle} em {when} foi cancelada.',
    },
    event_reminder: { title: 'Lembrete de evento', message: '{eventTitle} começa em {when}.' },
    offer_extended: { title: 'Assine sua oferta', message: 'Você recebeu uma oferta para {jobTitle}.' },
    offer_expiring: {
      title: 'Oferta perto de vencer',
      message: 'Sua oferta para {jobTitle} vence em {date}.',
    },
    offer_document_revised: {
      title: 'Documento da oferta revisado',
      message: '“{documentName}” da sua oferta para {jobTitle} foi revisado.',
    },
    form_assigned: { title: 'Preencha seu formulário', message: 'Preencha “{formTitle}”.' },
    job_alert_matches: {
      title: 'Alerta de vagas',
      message: 'Novas vagas correspondem ao seu alerta “{alertName}”: {count}',
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
    unsubscribe: 'Para não receber mais e-mails sobre “{kind}”, abra este link: {url}',
  },
  unsubscribe: {
    heading: 'Notificações por e-mail',
    question: 'Parar de receber e-mails sobre “{kind}”?',
    button: 'Cancelar inscrição',
    done: 'Você não receberá mais e-mails sobre “{kind}”. Continuará a vê-los no site.',
    invalid: 'Este link de cancelamento não é válido.',
  },
};
