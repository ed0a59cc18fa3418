import type { NotificationCatalogue } from '../notification-texts.js';

export const ar: NotificationCatalogue = {
  kinds: {
    application_submitted: { title: 'تم إرسال الطلب', message: 'تم إرسال طلبك لوظيفة {jobTitle}.' },
    application_stage_changed: {
      title: 'تحديث على طلبك',
      message: 'انتقل طلبك لوظيفة {jobTitle} إلى مرحلة {stage}.',
    },
    interview_scheduled: { title: 'تم تحديد موعد مقابلة', message: 'مقابلتك لوظيفة {jobTitle} في {when}.' },
    interview_rescheduled: {
      title: 'تم تغيير موعد المقابلة',
      message: 'أصبح موعد مقابلتك لوظيفة {jobTitle} في {when}.',
    },
    interview_canceled: {
      title: 'تم إلغاء المقابلة',
      message: 'أُلغيت مقابلتك لوظيفة {jobTitle} المحددة في {when}.',
    },
    event_reminder: { title: 'تذكير بفعالية', message: 'تبدأ {eventTitle} في {when}.' },
    offer_extended: { title: 'وقّع عرضك', message: 'تلقيت عرضًا لوظيفة {jobTitle}.' },
    offer_expiring: { title: 'العرض ينتهي قريبًا', message: 'ينتهي عرضك لوظيفة {jobTitle} في {date}.' },
    offer_document_revised: {
      title: 'تمت مراجعة مستند العرض',
      message: 'تمت مراجعة «{documentName}» في عرضك لوظيفة {jobTitle}.',
    },
    form_assigned: { title: 'املأ النموذج', message: 'يرجى ملء «{formTitle}».' },
    job_alert_matches: { title: 'تنبيه الوظائف', message: 'وظائف جديدة تطابق تنبيهك «{alertName}»: {count}' },
  },
  stages: {
    New: 'جديد',
    Screening: 'الفرز',
    Interview: 'مقابلة',
    Offer: 'عرض',
    Hired: 'تم التوظيف',
    Rejected: 'مرفوض',
    Withdrawn: 'مسحوب',
  },
  mail: {
    subject: '{title} – {site}',
    open: 'اطّلع عليه في الموقع: {url}',
    unsubscribe: 'لإيقاف رسائل البريد عن «{kind}»، افتح هذا الرابط: {url}',
  },
  unsubscribe: {
    heading: 'إشعارات البريد الإلكتروني',
    question: 'إيقاف رسائل البريد عن «{kind}»؟',
    button: 'إلغاء الاشتراك',
    done: 'لن تصلك بعد الآن رسائل بريد عن «{kind}». ستظل تراها في الموقع.',
    invalid: 'رابط إلغاء الاشتراك هذا غير صالح.',
  },
};
