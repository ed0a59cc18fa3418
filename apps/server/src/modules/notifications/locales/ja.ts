import type { NotificationCatalogue } from '../notification-texts.js';

export const ja: NotificationCatalogue = {
  kinds: {
    application_submitted: { title: '応募を送信しました', message: '{jobTitle}への応募を送信しました。' },
    application_stage_changed: {
      title: '応募の進捗',
      message: '{jobTitle}への応募が「{stage}」の段階に進みました。',
    },
    interview_scheduled: { title: '面接が決まりました', message: '{jobTitle}の面接は{when}です。' },
    interview_rescheduled: { title: '面接日時の変更', message: '{jobTitle}の面接は{when}に変更されました。' },
    interview_canceled: {
      title: '面接のキャンセル',
      message: '{when}の{jobTitle}の面接はキャンセルされました。',
    },
    event_reminder: { title: 'イベントのお知らせ', message: '{eventTitle}は{when}に始まります。' },
    offer_extended: { title: 'オファーに署名してください', message: '{jobTitle}のオファーが届きました。' },
    offer_expiring: {
      title: 'オファーの期限が近づいています',
      message: '{jobTitle}のオファーの期限は{date}です。',
    },
    offer_document_revised: {
      title: 'オファー書類の改訂',
      message: '{jobTitle}のオファーの「{documentName}」が改訂されました。',
    },
    form_assigned: { title: 'フォームに記入してください', message: '「{formTitle}」に記入してください。' },
    job_alert_matches: {
      title: '求人アラート',
      message: 'アラート「{alertName}」に一致する新しい求人：{count}',
    },
  },
  stages: {
    New: '新規',
    Screening: '書類選考',
    Interview: '面接',
    Offer: 'オファー',
    Hired: '採用',
    Rejected: '不採用',
    Withdrawn: '辞退',
  },
  mail: {
    subject: '{title} – {site}',
    open: 'サイトで確認する：{url}',
    unsubscribe: '「{kind}」のメールを停止するには、このリンクを開いてください：{url}',
  },
  unsubscribe: {
    heading: 'メール通知',
    question: '「{kind}」のメールを停止しますか？',
    button: '配信を停止',
    done: '「{kind}」のメールは今後届きません。サイトでは引き続き確認できます。',
    invalid: 'この配信停止リンクは無効です。',
  },
};
