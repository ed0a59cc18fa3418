export { FormViewScreen, type FormViewScreenProps } from './form-view-screen.js';
export { searchWithTab, tabFromSearch } from './forms-center-rules.js';
export { FormsListScreen, type FormsListScreenProps } from './forms-list-screen.js';
export { FormsSignInPrompt, type FormsSignInPromptProps } from './forms-sign-in-prompt.js';
