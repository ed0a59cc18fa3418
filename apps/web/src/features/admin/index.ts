export { ADMIN_PATHS, AdminFrame } from './admin-frame.js';
export { ApplicationScreen } from './application-screen.js';
export { ApplicationsScreen } from './applications-screen.js';
export { AuditScreen } from './audit-screen.js';
export { ImportScreen } from './import-screen.js';
export { EditJobScreen, NewJobScreen } from './job-editor-screen.js';
export { JobsListScreen } from './jobs-list-screen.js';
export { StaffScreen } from './staff-screen.js';
export { ADMIN_TEXTS } from './texts.js';
