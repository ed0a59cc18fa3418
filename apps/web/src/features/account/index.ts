export { type AccountHrefs, type AccountLinkName, AccountLinks } from './account-links.js';
export { ApplicationsScreen } from './account-screens.js';
export {
  type DashboardLinks,
  type DashboardLists,
  DashboardScreen,
  type DashboardScreenProps,
} from './dashboard-screen.js';
export { EventsScreen } from './events-screen.js';
export { InterviewsScreen } from './interviews-screen.js';
