import type { NotificationCatalogue } from '../notification-texts.js';

export const ru: NotificationCatalogue = {
  kinds: {
    application_submitted: {
      title: 'Отклик отправлен',
      message: 'Ваш отклик на вакансию {jobTitle} отправлен.',
    },
    application_stage_changed: {
      title: 'Новости по отклику',
      message: 'Ваш отклик на вакансию {jobTitle} перешёл на этап «{stage}».',
    },
    interview_scheduled: {
      title: 'Собеседование назначено',
      message: 'Ваше собеседование по вакансии {jobTitle} — {when}.',
    },
    interview_rescheduled: {
      title: 'Собеседование перенесено',
      message: 'Ваше собеседование по вакансии {jobTitle} перенесено на {when}.',
    },
    interview_canceled: {
      title: 'Собеседование отменено',
      message: 'Ваше собеседование по вакансии {jobTitle} ({when}) отменено.',
    },
    event_reminder: { title: 'Напоминание о мероприятии', message: '{eventTitle} начинается {when}.' },
    offer_extended: {
      title: 'Подпишите предложение',
      message: 'Вы получили предложение о работе: {jobTitle}.',
    },
    offer_expiring: {
      title: 'Срок предложения истекает',
      message: 'Срок вашего предложения по вакансии {jobTitle} истекает {date}.',
    },
    offer_document_revised: {
      title: 'Документ предложения изменён',
      message: 'Документ «{documentName}» вашего предложения по вакансии {jobTitle} изменён.',
    },
    form_assigned: { title: 'Заполните форму', message: 'Пожалуйста, заполните форму «{formTitle}».' },
    job_alert_matches: {
      title: 'Уведомление о вакансиях',
      message: 'Новые вакансии по вашей подписке «{alertName}»: {count}',
    },
  },
  stages: {
    New: 'Новый',
    Screening: 'Отбор',
    Interview: 'Собеседование',
    Offer: 'Предложение',
    Hired: 'Принят',
    Rejected: 'Отклонён',
    Withdrawn: 'Отозван',
  },
  mail: {
    subject: '{title} – {site}',
    open: 'Посмотреть на сайте: {url}',
    unsubscribe: 'Чтобы больше не получать письма «{kind}», откройте ссылку: {url}',
  },
  unsubscribe: {
    heading: 'Уведомления по почте',
    question: 'Больше не присылать письма «{kind}»?',
    button: 'Отписаться',
    done: 'Вы больше не будете получать письма «{kind}». На сайте они по-прежнему будут видны.',
    invalid: 'Эта ссылка для отписки недействительна.',
  },
};
