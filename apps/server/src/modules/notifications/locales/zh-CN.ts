import type { NotificationCatalogue } from '../notification-texts.js';

export const zhCN: NotificationCatalogue = {
  kinds: {
    application_submitted: { title: '申请已提交', message: '您对 {jobTitle} 的申请已提交。' },
    application_stage_changed: { title: '申请进展', message: '您对 {jobTitle} 的申请已进入“{stage}”阶段。' },
    interview_scheduled: { title: '面试已安排', message: '您的 {jobTitle} 面试时间为 {when}。' },
    interview_rescheduled: { title: '面试已改期', message: '您的 {jobTitle} 面试已改至 {when}。' },
    interview_canceled: { title: '面试已取消', message: '您原定于 {when} 的 {jobTitle} 面试已取消。' },
    event_reminder: { title: '活动提醒', message: '{eventTitle} 将于 {when} 开始。' },
    offer_extended: { title: '请签署您的录用通知', message: '您收到了 {jobTitle} 的录用通知。' },
    offer_expiring: { title: '录用通知即将到期', message: '您的 {jobTitle} 录用通知将于 {date} 到期。' },
    offer_document_revised: {
      title: '录用文件已修订',
      message: '您的 {jobTitle} 录用通知中的“{documentName}”已修订。',
    },
    form_assigned: { title: '请填写表单', message: '请填写“{formTitle}”。' },
    job_alert_matches: { title: '职位提醒', message: '符合您的提醒“{alertName}”的新职位：{count}' },
  },
  stages: {
    New: '新申请',
    Screening: '筛选',
    Interview: '面试',
    Offer: '录用',
    Hired: '已录用',
    Rejected: '未通过',
    Withdrawn: '已撤回',
  },
  mail: {
    subject: '{title} – {site}',
    open: '在网站上查看：{url}',
    unsubscribe: '如不想再收到“{kind}”邮件，请打开此链接：{url}',
  },
  unsubscribe: {
    heading: '邮件通知',
    question: '不再接收“{kind}”邮件？',
    button: '退订',
    done: '您将不再收到“{kind}”邮件，但仍可在网站上查看。',
    invalid: '此退订链接无效。',
  },
};
