import type { NotificationCatalogue } from '../notification-texts.js';

export const ht: NotificationCatalogue = {
  kinds: {
    application_submitted: { title: 'Aplikasyon voye', message: 'Aplikasyon ou pou {jobTitle} voye.' },
    application_stage_changed: {
      title: 'Nouvèl sou aplikasyon ou',
      message: 'Aplikasyon ou pou {jobTitle} pase nan etap {stage}.',
    },
    interview_scheduled: { title: 'Entèvyou pwograme', message: 'Entèvyou ou pou {jobTitle} se {when}.' },
    interview_rescheduled: {
      title: 'Entèvyou deplase',
      message: 'Entèvyou ou pou {jobTitle} kounye a se {when}.',
    },
    interview_canceled: { title: 'Entèvyou anile', message: 'Entèvyou ou pou {jobTitle} {when} anile.' },
    event_reminder: { title: 'Rapèl evènman', message: '{eventTitle} kòmanse {when}.' },
    offer_extended: { title: 'Siyen òf ou', message: 'Ou resevwa yon òf pou {jobTitle}.' },
    offer_expiring: { title: 'Òf la pral ekspire', message: 'Òf ou pou {jobTitle} ekspire {date}.' },
    offer_document_revised: {
      title: 'Dokiman òf la revize',
      message: '“{documentName}” nan òf ou pou {jobTitle} revize.',
    },
    form_assigned: { title: 'Ranpli fòmilè ou', message: 'Tanpri ranpli “{formTitle}”.' },
    job_alert_matches: {
      title: 'Alèt travay',
      message: 'Nouvo travay ki koresponn ak alèt ou “{alertName}”: {count}',
    },
  },
  stages: {
    New: 'Nouvo',
    Screening: 'Seleksyon',
    Interview: 'Entèvyou',
    Offer: 'Òf',
    Hired: 'Anboche',
    Rejected: 'Refize',
    Withdrawn: 'Retire',
  },
  mail: {
    subject: '{title} – {site}',
    open: 'Gade l sou sit la: {url}',
    unsubscribe: 'Pou w pa resevwa imèl sou “{kind}” ankò, louvri lyen sa a: {url}',
  },
  unsubscribe: {
    heading: 'Notifikasyon pa imèl',
    question: 'Sispann imèl sou “{kind}”?',
    button: 'Dezabòne',
    done: 'Ou p ap resevwa imèl sou “{kind}” ankò. W ap toujou wè yo sou sit la.',
    invalid: 'Lyen dezabònman sa a pa valab.',
  },
};
