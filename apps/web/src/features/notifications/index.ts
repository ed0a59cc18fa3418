export { NotificationBell, type NotificationBellProps, notificationPanel } from './notification-bell.js';
export { NotificationSettings } from './notification-settings.js';
