import type { NotificationCatalogue } from '../notification-texts.js';

export const zhTW: NotificationCatalogue = {
  kinds: {
    application_submitted: { title: '申請已送出', message: '您應徵 {jobTitle} 的申請已送出。' },
    application_stage_changed: {
      title: '申請進度',
      message: '您應徵 {jobTitle} 的申請已進入「{stage}」階段。',
    },
    interview_scheduled: { title: '已安排面試', message: '您的 {jobTitle} 面試時間為 {when}。' },
    interview_rescheduled: { title: '面試已改期', message: '您的 {jobTitle} 面試已改至 {when}。' },
    interview_canceled: { title: '面試已取消', message: '您原定於 {when} 的 {jobTitle} 面試已取消。' },
    event_reminder: { title: '活動提醒', message: '{eventTitle} 將於 {when} 開始。' },
    offer_extended: { title: '請簽署您的錄取通知', message: '您收到了 {jobTitle} 的錄取通知。' },
    offer_expiring: { title: '錄取通知即將到期', message: '您的 {jobTitle} 錄取通知將於 {date} 到期。' },
    offer_document_revised: {
      title: '錄取文件已修訂',
      message: '您的 {jobTitle} 錄取通知中的「{documentName}」已修訂。',
    },
    form_assigned: { title: '請填寫表單', message: '請填寫「{formTitle}」。' },
    job_alert_matches: { title: '職缺通知', message: '符合您的通知「{alertName}」的新職缺：{count}' },
  },
  stages: {
    New: '新申請',
    Screening: '篩選',
    Interview: '面試',
    Offer: '錄取',
    Hired: '已錄用',
    Rejected: '未錄取',
    Withdrawn: '已撤回',
  },
  mail: {
    subject: '{title} – {site}',
    open: '在網站上查看：{url}',
    unsubscribe: '若不想再收到「{kind}」郵件，請開啟此連結：{url}',
  },
  unsubscribe: {
    heading: '電子郵件通知',
    question: '不再接收「{kind}」郵件？',
    button: '取消訂閱',
    done: '您將不再收到「{kind}」郵件，但仍可在網站上查看。',
    invalid: '此取消訂閱連結無效。',
  },
};
