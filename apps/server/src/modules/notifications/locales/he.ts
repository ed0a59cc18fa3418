import type { NotificationCatalogue } from '../notification-texts.js';

export const he: NotificationCatalogue = {
  kinds: {
    application_submitted: { title: 'המועמדות נשלחה', message: 'המועמדות שלך למשרת {jobTitle} נשלחה.' },
    application_stage_changed: {
      title: 'עדכון על המועמדות',
      message: 'המועמדות שלך למשרת {jobTitle} עברה לשלב {stage}.',
    },
    interview_scheduled: { title: 'נקבע ראיון', message: 'הראיון שלך למשרת {jobTitle} יתקיים ב-{when}.' },
    interview_rescheduled: {
      title: 'הראיון הוזז',
      message: 'הראיון שלך למשרת {jobTitle} יתקיים עכשיו ב-{when}.',
    },
    interview_canceled: { title: 'הראיון בוטל', message: 'הראיון שלך למשרת {jobTitle} שנקבע ל-{when} בוטל.' },
    event_reminder: { title: 'תזכורת לאירוע', message: '{eventTitle} מתחיל ב-{when}.' },
    offer_extended: { title: 'חתמו על ההצעה', message: 'קיבלת הצעה למשרת {jobTitle}.' },
    offer_expiring: {
      title: 'תוקף ההצעה יפוג בקרוב',
      message: 'תוקף ההצעה שלך למשרת {jobTitle} יפוג ב-{date}.',
    },
    offer_document_revised: {
      title: 'מסמך ההצעה עודכן',
      message: 'המסמך „{documentName}” בהצעה שלך למשרת {jobTitle} עודכן.',
    },
    form_assigned: { title: 'מלאו את הטופס', message: 'נא למלא את „{formTitle}”.' },
    job_alert_matches: { title: 'התראת משרות', message: 'משרות חדשות תואמות להתראה „{alertName}”: {count}' },
  },
  stages: {
    New: 'חדשה',
    Screening: 'סינון',
    Interview: 'ראיון',
    Offer: 'הצעה',
    Hired: 'התקבל לעבודה',
    Rejected: 'נדחתה',
    Withdrawn: 'בוטלה',
  },
  mail: {
    subject: '{title} – {site}',
    open: 'לצפייה באתר: {url}',
    unsubscribe: 'כדי להפסיק לקבל מיילים על „{kind}”, פתחו את הקישור: {url}',
  },
  unsubscribe: {
    heading: 'התראות במייל',
    question: 'להפסיק לקבל מיילים על „{kind}”?',
    button: 'ביטול הרשמה',
    done: 'לא תקבלו עוד מיילים על „{kind}”. עדיין תראו אותם באתר.',
    invalid: 'קישור ביטול ההרשמה הזה אינו תקף.',
  },
};
