export {
  type AlertSearch,
  CreateAlertControl,
  type CreateAlertControlProps,
} from './create-alert-control.js';
export { JobAlertsSection, type JobAlertsSectionProps } from './job-alerts-section.js';
