export { type AccountHrefs, type AccountLinkName, AccountLinks } from './account-links.js';
export {
  ApplicationsScreen,
  DashboardScreen,
} from './account-screens.js';
export { EventsScreen } from './events-screen.js';
export { InterviewsScreen } from './interviews-screen.js';
