export { type AccountHrefs, type AccountLinkName, AccountLinks } from './account-links.js';
export {
  ApplicationsScreen,
  DashboardScreen,
  NothingScheduledScreen,
} from './account-screens.js';
export { EventsScreen } from './events-screen.js';
