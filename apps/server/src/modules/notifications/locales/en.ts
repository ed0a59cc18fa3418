import type { NotificationCatalogue } from '../notification-texts.js';

export const en: NotificationCatalogue = {
  kinds: {
    application_submitted: {
      title: 'Application submitted',
      message: 'Your application for {jobTitle} was submitted.',
    },
    application_stage_changed: {
      title: 'Application update',
      message: 'Your application for {jobTitle} moved to {stage}.',
    },
    interview_scheduled: {
      title: 'Interview scheduled',
      message: 'Your interview for {jobTitle} is on {when}.',
    },
    interview_rescheduled: {
      title: 'Interview moved',
      message: 'Your interview for {jobTitle} is now on {when}.',
    },
    interview_canceled: {
      title: 'Interview canceled',
      message: 'Your interview for {jobTitle} on {when} was canceled.',
    },
    event_reminder: { title: 'Event reminder', message: '{eventTitle} starts on {when}.' },
    offer_extended: { title: 'Sign your offer', message: 'You have received an offer for {jobTitle}.' },
    offer_expiring: { title: 'Offer expiring soon', message: 'Your offer for {jobTitle} expires on {date}.' },
    offer_document_revised: {
      title: 'Offer document revised',
      message: '“{documentName}” of your offer for {jobTitle} was revised.',
    },
    form_assigned: { title: 'Fill in your form', message: 'Please fill in “{formTitle}”.' },
    job_alert_matches: { title: 'Job alert', message: 'New jobs match your alert “{alertName}”: {count}' },
  },
  stages: {
    New: 'New',
    Screening: 'Screening',
    Interview: 'Interview',
    Offer: 'Offer',
    Hired: 'Hired',
    Rejected: 'Rejected',
    Withdrawn: 'Withdrawn',
  },
  mail: {
    subject: '{title} – {site}',
    open: 'See it on the site: {url}',
    unsubscribe: 'To stop emails about “{kind}”, open this link: {url}',
  },
  unsubscribe: {
    heading: 'Email notifications',
    question: 'Stop emails about “{kind}”?',
    button: 'Unsubscribe',
    done: 'You will no longer get emails about “{kind}”. You will still see them on the site.',
    invalid: 'This unsubscribe link is not valid.',
  },
};
