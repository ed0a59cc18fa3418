import type { NotificationCatalogue } from '../notification-texts.js';

export const te: NotificationCatalogue = {
  kinds: {
    application_submitted: { title: 'దరఖాస్తు పంపబడింది', message: '{jobTitle} కోసం మీ దరఖాస్తు పంపబడింది.' },
    application_stage_changed: {
      title: 'దరఖాస్తు అప్‌డేట్',
      message: '{jobTitle} కోసం మీ దరఖాస్తు {stage} దశకు చేరింది.',
    },
    interview_scheduled: { title: 'ఇంటర్వ్యూ షెడ్యూల్ అయింది', message: '{jobTitle} కోసం మీ ఇంటర్వ్యూ {when}కు ఉంది.' },
    interview_rescheduled: {
      title: 'ఇంటర్వ్యూ మార్చబడింది',
      message: '{jobTitle} కోసం మీ ఇంటర్వ్యూ ఇప్పుడు {when}కు ఉంది.',
    },
    interview_canceled: { title: 'ఇంటర్వ్యూ రద్దయింది', message: '{when}కు ఉన్న {jobTitle} ఇంటర్వ్యూ రద్దు చేయబడింది.' },
    event_reminder: { title: 'ఈవెంట్ రిమైండర్', message: '{eventTitle} {when}కు ప్రారంభమవుతుంది.' },
    offer_extended: { title: 'మీ ఆఫర్‌పై సంతకం చేయండి', message: 'మీకు {jobTitle} కోసం ఆఫర్ వచ్చింది.' },
    offer_expiring: { title: 'ఆఫర్ త్వరలో ముగుస్తుంది', message: '{jobTitle} కోసం మీ ఆఫర్ {date}న ముగుస్తుంది.' },
    offer_document_revised: {
      title: 'ఆఫర్ పత్రం సవరించబడింది',
      message: '{jobTitle} ఆఫర్‌లోని “{documentName}” పత్రం సవరించబడింది.',
    },
    form_assigned: { title: 'మీ ఫారమ్ నింపండి', message: 'దయచేసి “{formTitle}” నింపండి.' },
    job_alert_matches: { title: 'ఉద్యోగ అలర్ట్', message: 'మీ అలర్ట్ “{alertName}”కు సరిపోయే కొత్త ఉద్యోగాలు: {count}' },
  },
  stages: {
    New: 'కొత్తది',
    Screening: 'స్క్రీనింగ్',
    Interview: 'ఇంటర్వ్యూ',
    Offer: 'ఆఫర్',
    Hired: 'నియమించబడ్డారు',
    Rejected: 'తిరస్కరించబడింది',
    Withdrawn: 'ఉపసంహరించబడింది',
  },
  mail: {
    subject: '{title} – {site}',
    open: 'సైట్‌లో చూడండి: {url}',
    unsubscribe: '“{kind}” ఈమెయిల్‌లు ఆపడానికి ఈ లింక్ తెరవండి: {url}',
  },
  unsubscribe: {
    heading: 'ఈమెయిల్ నోటిఫికేషన్‌లు',
    question: '“{kind}” ఈమెయిల్‌లు ఆపాలా?',
    button: 'సభ్యత్వం రద్దు చేయండి',
    done: 'ఇకపై మీకు “{kind}” ఈమెయిల్‌లు రావు. అవి సైట్‌లో కనిపిస్తూనే ఉంటాయి.',
    invalid: 'ఈ సభ్యత్వ రద్దు లింక్ చెల్లదు.',
  },
};
