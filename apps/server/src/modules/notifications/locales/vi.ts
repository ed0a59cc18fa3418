import type { NotificationCatalogue } from '../notification-texts.js';

export const vi: NotificationCatalogue = {
  kinds: {
    application_submitted: {
      title: 'Đã gửi đơn ứng tuyển',
      message: 'Đơn ứng tuyển vị trí {jobTitle} của bạn đã được gửi.',
    },
    application_stage_changed: {
      title: 'Cập nhật đơn ứng tuyển',
      message: 'Đơn ứng tuyển vị trí {jobTitle} của bạn đã chuyển sang giai đoạn {stage}.',
    },
    interview_scheduled: {
      title: 'Đã lên lịch phỏng vấn',
      message: 'Buổi phỏng vấn vị trí {jobTitle} của bạn vào {when}.',
    },
    interview_rescheduled: {
      title: 'Đã dời lịch phỏng vấn',
      message: 'Buổi phỏng vấn vị trí {jobTitle} của bạn nay vào {when}.',
    },
    interview_canceled: {
      title: 'Đã hủy phỏng vấn',
      message: 'Buổi phỏng vấn vị trí {jobTitle} vào {when} đã bị hủy.',
    },
    event_reminder: { title: 'Nhắc nhở sự kiện', message: '{eventTitle} bắt đầu vào {when}.' },
    offer_extended: {
      title: 'Ký thư mời nhận việc',
      message: 'Bạn đã nhận được thư mời cho vị trí {jobTitle}.',
    },
    offer_expiring: {
      title: 'Thư mời sắp hết hạn',
      message: 'Thư mời vị trí {jobTitle} của bạn hết hạn vào {date}.',
    },
    offer_document_revised: {
      title: 'Tài liệu thư mời đã được sửa',
      message: 'Tài liệu “{documentName}” trong thư mời vị trí {jobTitle} đã được sửa.',
    },
    form_assigned: { title: 'Điền biểu mẫu', message: 'Vui lòng điền “{formTitle}”.' },
    job_alert_matches: {
      title: 'Thông báo việc làm',
      message: 'Việc làm mới khớp với thông báo “{alertName}”: {count}',
    },
  },
  stages: {
    New: 'Mới',
    Screening: 'Sàng lọc',
    Interview: 'Phỏng vấn',
    Offer: 'Thư mời',
    Hired: 'Đã tuyển',
    Rejected: 'Bị từ chối',
    Withdrawn: 'Đã rút',
  },
  mail: {
    subject: '{title} – {site}',
    open: 'Xem trên trang: {url}',
    unsubscribe: 'Để ngừng nhận email về “{kind}”, hãy mở liên kết này: {url}',
  },
  unsubscribe: {
    heading: 'Thông báo qua email',
    question: 'Ngừng nhận email về “{kind}”?',
    button: 'Hủy đăng ký',
    done: 'Bạn sẽ không còn nhận email về “{kind}”. Bạn vẫn thấy chúng trên trang.',
    invalid: 'Liên kết hủy đăng ký này không hợp lệ.',
  },
};
