export { SavedJobsScreen, type SavedJobsScreenProps } from './saved-jobs-screen.js';
