import type { NotificationCatalogue } from '../notification-texts.js';

export const tr: NotificationCatalogue = {
  kinds: {
    application_submitted: {
      title: 'Başvuru gönderildi',
      message: '{jobTitle} pozisyonu için başvurunuz gönderildi.',
    },
    application_stage_changed: {
      title: 'Başvurunuzda gelişme',
      message: '{jobTitle} başvurunuz {stage} aşamasına geçti.',
    },
    interview_scheduled: { title: 'Mülakat planlandı', message: '{jobTitle} mülakatınız: {when}.' },
    interview_rescheduled: {
      title: 'Mülakat ertelendi',
      message: '{jobTitle} mülakatınızın yeni zamanı: {when}.',
    },
    interview_canceled: {
      title: 'Mülakat iptal edildi',
      message: '{jobTitle} için {when} tarihli mülakatınız iptal edildi.',
    },
    event_reminder: { title: 'Etkinlik hatırlatması', message: '{eventTitle} başlıyor: {when}.' },
    offer_extended: { title: 'Teklifinizi imzalayın', message: '{jobTitle} için bir teklif aldınız.' },
    offer_expiring: {
      title: 'Teklifin süresi doluyor',
      message: '{jobTitle} teklifinizin süresi {date} tarihinde doluyor.',
    },
    offer_document_revised: {
      title: 'Teklif belgesi güncellendi',
      message: '{jobTitle} teklifinizdeki “{documentName}” belgesi güncellendi.',
    },
    form_assigned: { title: 'Formunuzu doldurun', message: 'Lütfen “{formTitle}” formunu doldurun.' },
    job_alert_matches: { title: 'İş alarmı', message: '“{alertName}” alarmınıza uyan yeni ilanlar: {count}' },
  },
  stages: {
    New: 'Yeni',
    Screening: 'Ön eleme',
    Interview: 'Mülakat',
    Offer: 'Teklif',
    Hired: 'İşe alındı',
    Rejected: 'Reddedildi',
    Withdrawn: 'Geri çekildi',
  },
  mail: {
    subject: '{title} – {site}',
    open: 'Sitede görün: {url}',
    unsubscribe: '“{kind}” e-postalarını artık almak istemiyorsanız bu bağlantıyı açın: {url}',
  },
  unsubscribe: {
    heading: 'E-posta bildirimleri',
    question: '“{kind}” e-postaları durdurulsun mu?',
    button: 'Aboneliği iptal et',
    done: 'Artık “{kind}” e-postaları almayacaksınız. Bunları sitede görmeye devam edeceksiniz.',
    invalid: 'Bu abonelik iptali bağlantısı geçerli değil.',
  },
};
