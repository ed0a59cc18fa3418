import type { NotificationCatalogue } from '../notification-texts.js';

export const bg: NotificationCatalogue = {
  kinds: {
    application_submitted: {
      title: 'Кандидатурата е изпратена',
      message: 'Кандидатурата ви за {jobTitle} е изпратена.',
    },
    application_stage_changed: {
      title: 'Новини по кандидатурата',
      message: 'Кандидатурата ви за {jobTitle} премина към етап {stage}.',
    },
    interview_scheduled: { title: 'Насрочено интервю', message: 'Интервюто ви за {jobTitle} е на {when}.' },
    interview_rescheduled: {
      title: 'Преместено интервю',
      message: 'Интервюто ви за {jobTitle} вече е на {when}.',
    },
    interview_canceled: {
      title: 'Отменено интервю',
      message: 'Интервюто ви за {jobTitle} на {when} е отменено.',
    },
    event_reminder: { title: 'Напомняне за събитие', message: '{eventTitle} започва на {when}.' },
    offer_extended: { title: 'Подпишете офертата', message: 'Получихте оферта за {jobTitle}.' },
    offer_expiring: {
      title: 'Офертата изтича скоро',
      message: 'Офертата ви за {jobTitle} изтича на {date}.',
    },
    offer_document_revised: {
      title: 'Документ от офертата е преработен',
      message: '„{documentName}“ от офертата ви за {jobTitle} е преработен.',
    },
    form_assigned: { title: 'Попълнете формуляра', message: 'Моля, попълнете „{formTitle}“.' },
    job_alert_matches: {
      title: 'Известие за работа',
      message: 'Нови позиции отговарят на известието ви „{alertName}“: {count}',
    },
  },
  stages: {
    New: 'Нова',
    Screening: 'Предварителен подбор',
    Interview: 'Интервю',
    Offer: 'Оферта',
    Hired: 'Нает',
    Rejected: 'Отхвърлена',
    Withdrawn: 'Оттеглена',
  },
  mail: {
    subject: '{title} – {site}',
    open: 'Вижте в сайта: {url}',
    unsubscribe: 'За да спрете имейлите за „{kind}“, отворете тази връзка: {url}',
  },
  unsubscribe: {
    heading: 'Известия по имейл',
    question: 'Да спрат ли имейлите за „{kind}“?',
    button: 'Отписване',
    done: 'Вече няма да получавате имейли за „{kind}“. Ще продължите да ги виждате в сайта.',
    invalid: 'Тази връзка за отписване не е валидна.',
  },
};
