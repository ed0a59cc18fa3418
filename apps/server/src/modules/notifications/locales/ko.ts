import type { NotificationCatalogue } from '../notification-texts.js';

export const ko: NotificationCatalogue = {
  kinds: {
    application_submitted: { title: '지원서 제출됨', message: '{jobTitle} 지원서가 제출되었습니다.' },
    application_stage_changed: {
      title: '지원 현황 업데이트',
      message: '{jobTitle} 지원서가 {stage} 단계로 이동했습니다.',
    },
    interview_scheduled: { title: '면접 일정 확정', message: '{jobTitle} 면접은 {when}입니다.' },
    interview_rescheduled: {
      title: '면접 일정 변경',
      message: '{jobTitle} 면접이 {when}(으)로 변경되었습니다.',
    },
    interview_canceled: { title: '면접 취소', message: '{when}에 예정된 {jobTitle} 면접이 취소되었습니다.' },
    event_reminder: { title: '이벤트 알림', message: '{eventTitle}이(가) {when}에 시작됩니다.' },
    offer_extended: { title: '오퍼에 서명하세요', message: '{jobTitle} 오퍼를 받았습니다.' },
    offer_expiring: { title: '오퍼 만료 임박', message: '{jobTitle} 오퍼가 {date}에 만료됩니다.' },
    offer_document_revised: {
      title: '오퍼 문서 수정됨',
      message: '{jobTitle} 오퍼의 “{documentName}” 문서가 수정되었습니다.',
    },
    form_assigned: { title: '양식을 작성하세요', message: '“{formTitle}” 양식을 작성해 주세요.' },
    job_alert_matches: { title: '채용 알림', message: '알림 “{alertName}”에 맞는 새 채용 공고: {count}' },
  },
  stages: {
    New: '신규',
    Screening: '서류 심사',
    Interview: '면접',
    Offer: '오퍼',
    Hired: '채용됨',
    Rejected: '불합격',
    Withdrawn: '철회됨',
  },
  mail: {
    subject: '{title} – {site}',
    open: '사이트에서 보기: {url}',
    unsubscribe: '“{kind}” 이메일을 그만 받으려면 이 링크를 여세요: {url}',
  },
  unsubscribe: {
    heading: '이메일 알림',
    question: '“{kind}” 이메일 수신을 중단할까요?',
    button: '수신 거부',
    done: '이제 “{kind}” 이메일을 받지 않습니다. 사이트에서는 계속 볼 수 있습니다.',
    invalid: '이 수신 거부 링크는 유효하지 않습니다.',
  },
};
