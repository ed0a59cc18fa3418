export { SavedJobsList, SavedJobsScreen, type SavedJobsScreenProps } from './saved-jobs-screen.js';
