import type { NotificationCatalogue } from '../notification-texts.js';

export const sr: NotificationCatalogue = {
  kinds: {
    application_submitted: { title: 'Пријава послата', message: 'Ваша пријава за {jobTitle} је послата.' },
    application_stage_changed: {
      title: 'Новости о пријави',
      message: 'Ваша пријава за {jobTitle} је прешла у фазу {stage}.',
    },
    interview_scheduled: { title: 'Разговор заказан', message: 'Ваш разговор за {jobTitle} је {when}.' },
    interview_rescheduled: {
      title: 'Разговор померен',
      message: 'Ваш разговор за {jobTitle} је сада {when}.',
    },
    interview_canceled: {
      title: 'Разговор отказан',
      message: 'Ваш разговор за {jobTitle} ({when}) је отказан.',
    },
    event_reminder: { title: 'Подсетник за догађај', message: '{eventTitle} почиње {when}.' },
    offer_extended: { title: 'Потпишите понуду', message: 'Добили сте понуду за {jobTitle}.' },
    offer_expiring: { title: 'Понуда ускоро истиче', message: 'Ваша понуда за {jobTitle} истиче {date}.' },
    offer_document_revised: {
      title: 'Документ понуде измењен',
      message: 'Документ „{documentName}“ ваше понуде за {jobTitle} је измењен.',
    },
    form_assigned: { title: 'Попуните образац', message: 'Попуните „{formTitle}“.' },
    job_alert_matches: {
      title: 'Обавештење о пословима',
      message: 'Нови послови одговарају вашем обавештењу „{alertName}“: {count}',
    },
  },
  stages: {
    New: 'Нова',
    Screening: 'Предселекција',
    Interview: 'Разговор',
    Offer: 'Понуда',
    Hired: 'Запослен',
    Rejected: 'Одбијена',
    Withdrawn: 'Повучена',
  },
  mail: {
    subject: '{title} – {site}',
    open: 'Погледајте на сајту: {url}',
    unsubscribe: 'Ако више не желите имејлове о „{kind}“, отворите овај линк: {url}',
  },
  unsubscribe: {
    heading: 'Обавештења имејлом',
    question: 'Престати са имејловима о „{kind}“?',
    button: 'Одјави се',
    done: 'Више нећете добијати имејлове о „{kind}“. И даље ћете их видети на сајту.',
    invalid: 'Овај линк за одјаву није важећи.',
  },
};
