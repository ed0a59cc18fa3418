import type { NotificationCatalogue } from '../notification-texts.js';

export const hi: NotificationCatalogue = {
  kinds: {
    application_submitted: { title: 'आवेदन भेजा गया', message: '{jobTitle} के लिए आपका आवेदन भेज दिया गया है।' },
    application_stage_changed: {
      title: 'आवेदन की जानकारी',
      message: '{jobTitle} के लिए आपका आवेदन {stage} चरण में पहुँच गया है।',
    },
    interview_scheduled: { title: 'इंटरव्यू तय हुआ', message: '{jobTitle} के लिए आपका इंटरव्यू {when} को है।' },
    interview_rescheduled: {
      title: 'इंटरव्यू का समय बदला',
      message: '{jobTitle} के लिए आपका इंटरव्यू अब {when} को है।',
    },
    interview_canceled: {
      title: 'इंटरव्यू रद्द हुआ',
      message: '{jobTitle} के लिए {when} का आपका इंटरव्यू रद्द कर दिया गया है।',
    },
    event_reminder: { title: 'कार्यक्रम का रिमाइंडर', message: '{eventTitle} {when} को शुरू होगा।' },
    offer_extended: { title: 'अपने ऑफ़र पर हस्ताक्षर करें', message: 'आपको {jobTitle} के लिए ऑफ़र मिला है।' },
    offer_expiring: {
      title: 'ऑफ़र जल्द समाप्त होगा',
      message: '{jobTitle} के लिए आपका ऑफ़र {date} को समाप्त होगा।',
    },
    offer_document_revised: {
      title: 'ऑफ़र दस्तावेज़ संशोधित',
      message: '{jobTitle} के आपके ऑफ़र का दस्तावेज़ “{documentName}” संशोधित किया गया है।',
    },
    form_assigned: { title: 'अपना फ़ॉर्म भरें', message: 'कृपया “{formTitle}” भरें।' },
    job_alert_matches: {
      title: 'नौकरी अलर्ट',
      message: 'आपके अलर्ट “{alertName}” से मेल खाती नई नौकरियाँ: {count}',
    },
  },
  stages: {
    New: 'नया',
    Screening: 'स्क्रीनिंग',
    Interview: 'इंटरव्यू',
    Offer: 'ऑफ़र',
    Hired: 'नियुक्त',
    Rejected: 'अस्वीकृत',
    Withdrawn: 'वापस लिया गया',
  },
  mail: {
    subject: '{title} – {site}',
    open: 'साइट पर देखें: {url}',
    unsubscribe: '“{kind}” के ईमेल बंद करने के लिए यह लिंक खोलें: {url}',
  },
  unsubscribe: {
    heading: 'ईमेल सूचनाएँ',
    question: '“{kind}” के ईमेल बंद करें?',
    button: 'सदस्यता छोड़ें',
    done: 'अब आपको “{kind}” के ईमेल नहीं मिलेंगे। आप उन्हें साइट पर देखते रहेंगे।',
    invalid: 'यह सदस्यता छोड़ने का लिंक मान्य नहीं है।',
  },
};
