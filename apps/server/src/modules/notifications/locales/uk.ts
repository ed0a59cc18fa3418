import type { NotificationCatalogue } from '../notification-texts.js';

export const uk: NotificationCatalogue = {
  kinds: {
    application_submitted: {
      title: 'Відгук надіслано',
      message: 'Ваш відгук на вакансію {jobTitle} надіслано.',
    },
    application_stage_changed: {
      title: 'Новини щодо відгуку',
      message: 'Ваш відгук на вакансію {jobTitle} перейшов на етап «{stage}».',
    },
    interview_scheduled: {
      title: 'Співбесіду призначено',
      message: 'Ваша співбесіда щодо вакансії {jobTitle} — {when}.',
    },
    interview_rescheduled: {
      title: 'Співбесіду перенесено',
      message: 'Вашу співбесіду щодо вакансії {jobTitle} перенесено на {when}.',
    },
    interview_canceled: {
      title: 'Співбесіду скасовано',
      message: 'Вашу співбесіду щодо вакансії {jobTitle} ({when}) скасовано.',
    },
    event_reminder: { title: 'Нагадування про подію', message: '{eventTitle} починається {when}.' },
    offer_extended: { title: 'Підпишіть пропозицію', message: 'Ви отримали пропозицію роботи: {jobTitle}.' },
    offer_expiring: {
      title: 'Строк пропозиції спливає',
      message: 'Строк вашої пропозиції щодо вакансії {jobTitle} спливає {date}.',
    },
    offer_document_revised: {
      title: 'Документ пропозиції змінено',
      message: 'Документ «{documentName}» вашої пропозиції щодо вакансії {jobTitle} змінено.',
    },
    form_assigned: { title: 'Заповніть форму', message: 'Будь ласка, заповніть форму «{formTitle}».' },
    job_alert_matches: {
      title: 'Сповіщення про вакансії',
      message: 'Нові вакансії за вашою підпискою «{alertName}»: {count}',
    },
  },
  stages: {
    New: 'Новий',
    Screening: 'Відбір',
    Interview: 'Співбесіда',
    Offer: 'Пропозиція',
    Hired: 'Прийнято',
    Rejected: 'Відхилено',
    Withdrawn: 'Відкликано',
  },
  mail: {
    subject: '{title} – {site}',
    open: 'Переглянути на сайті: {url}',
    unsubscribe: 'Щоб більше не отримувати листи «{kind}», відкрийте посилання: {url}',
  },
  unsubscribe: {
    heading: 'Сповіщення поштою',
    question: 'Більше не надсилати листи «{kind}»?',
    button: 'Відписатися',
    done: 'Ви більше не отримуватимете листи «{kind}». На сайті ви й надалі їх бачитимете.',
    invalid: 'Це посилання для відписки недійсне.',
  },
};
