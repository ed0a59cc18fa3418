import type { NotificationCatalogue } from '../notification-texts.js';

export const th: NotificationCatalogue = {
  kinds: {
    application_submitted: { title: 'ส่งใบสมัครแล้ว', message: 'ส่งใบสมัครตำแหน่ง {jobTitle} ของคุณแล้ว' },
    application_stage_changed: {
      title: 'ความคืบหน้าใบสมัคร',
      message: 'ใบสมัครตำแหน่ง {jobTitle} ของคุณไปถึงขั้น {stage} แล้ว',
    },
    interview_scheduled: { title: 'นัดสัมภาษณ์แล้ว', message: 'การสัมภาษณ์ตำแหน่ง {jobTitle} ของคุณคือ {when}' },
    interview_rescheduled: {
      title: 'เลื่อนการสัมภาษณ์',
      message: 'การสัมภาษณ์ตำแหน่ง {jobTitle} ของคุณเปลี่ยนเป็น {when}',
    },
    interview_canceled: {
      title: 'ยกเลิกการสัมภาษณ์',
      message: 'การสัมภาษณ์ตำแหน่ง {jobTitle} เมื่อ {when} ถูกยกเลิกแล้ว',
    },
    event_reminder: { title: 'แจ้งเตือนกิจกรรม', message: '{eventTitle} เริ่ม {when}' },
    offer_extended: { title: 'ลงนามข้อเสนอของคุณ', message: 'คุณได้รับข้อเสนองานตำแหน่ง {jobTitle}' },
    offer_expiring: { title: 'ข้อเสนอใกล้หมดอายุ', message: 'ข้อเสนอตำแหน่ง {jobTitle} ของคุณหมดอายุวันที่ {date}' },
    offer_document_revised: {
      title: 'แก้ไขเอกสารข้อเสนอแล้ว',
      message: 'เอกสาร “{documentName}” ในข้อเสนอตำแหน่ง {jobTitle} ได้รับการแก้ไขแล้ว',
    },
    form_assigned: { title: 'กรอกแบบฟอร์มของคุณ', message: 'โปรดกรอก “{formTitle}”' },
    job_alert_matches: { title: 'แจ้งเตือนงาน', message: 'งานใหม่ที่ตรงกับการแจ้งเตือน “{alertName}”: {count}' },
  },
  stages: {
    New: 'ใหม่',
    Screening: 'คัดกรอง',
    Interview: 'สัมภาษณ์',
    Offer: 'ข้อเสนอ',
    Hired: 'รับเข้าทำงาน',
    Rejected: 'ปฏิเสธ',
    Withdrawn: 'ถอนใบสมัคร',
  },
  mail: {
    subject: '{title} – {site}',
    open: 'ดูบนเว็บไซต์: {url}',
    unsubscribe: 'หากไม่ต้องการรับอีเมลเรื่อง “{kind}” อีก โปรดเปิดลิงก์นี้: {url}',
  },
  unsubscribe: {
    heading: 'การแจ้งเตือนทางอีเมล',
    question: 'หยุดรับอีเมลเรื่อง “{kind}” ใช่ไหม',
    button: 'ยกเลิกการรับ',
    done: 'คุณจะไม่ได้รับอีเมลเรื่อง “{kind}” อีก แต่ยังคงเห็นได้บนเว็บไซต์',
    invalid: 'ลิงก์ยกเลิกการรับนี้ไม่ถูกต้อง',
  },
};
