import type { NotificationCatalogue } from '../notification-texts.js';

export const ms: NotificationCatalogue = {
  kinds: {
    application_submitted: {
      title: 'Permohonan dihantar',
      message: 'Permohonan anda untuk {jobTitle} telah dihantar.',
    },
    application_stage_changed: {
      title: 'Kemas kini permohonan',
      message: 'Permohonan anda untuk {jobTitle} telah beralih ke peringkat {stage}.',
    },
    interview_scheduled: {
      title: 'Temu duga dijadualkan',
      message: 'Temu duga anda untuk {jobTitle} pada {when}.',
    },
    interview_rescheduled: {
      title: 'Temu duga dipindahkan',
      message: 'Temu duga anda untuk {jobTitle} kini pada {when}.',
    },
    interview_canceled: {
      title: 'Temu duga dibatalkan',
      message: 'Temu duga anda untuk {jobTitle} pada {when} telah dibatalkan.',
    },
    event_reminder: { title: 'Peringatan acara', message: '{eventTitle} bermula pada {when}.' },
    offer_extended: {
      title: 'Tandatangani tawaran anda',
      message: 'Anda telah menerima tawaran untuk {jobTitle}.',
    },
    offer_expiring: {
      title: 'Tawaran hampir tamat',
      message: 'Tawaran anda untuk {jobTitle} tamat pada {date}.',
    },
    offer_document_revised: {
      title: 'Dokumen tawaran disemak semula',
      message: '“{documentName}” dalam tawaran anda untuk {jobTitle} telah disemak semula.',
    },
    form_assigned: { title: 'Isi borang anda', message: 'Sila isi “{formTitle}”.' },
    job_alert_matches: {
      title: 'Amaran kerja',
      message: 'Kerja baharu sepadan dengan amaran anda “{alertName}”: {count}',
    },
  },
  stages: {
    New: 'Baharu',
    Screening: 'Saringan',
    Interview: 'Temu duga',
    Offer: 'Tawaran',
    Hired: 'Diambil bekerja',
    Rejected: 'Ditolak',
    Withdrawn: 'Ditarik balik',
  },
  mail: {
    subject: '{title} – {site}',
    open: 'Lihat di laman: {url}',
    unsubscribe: 'Untuk berhenti menerima e-mel tentang “{kind}”, buka pautan ini: {url}',
  },
  unsubscribe: {
    heading: 'Pemberitahuan e-mel',
    question: 'Berhenti menerima e-mel tentang “{kind}”?',
    button: 'Nyahlanggan',
    done: 'Anda tidak akan menerima e-mel tentang “{kind}” lagi. Anda masih boleh melihatnya di laman.',
    invalid: 'Pautan nyahlanggan ini tidak sah.',
  },
};
