export { FormsShowcaseScreen, type FormsShowcaseScreenProps } from './forms-showcase-screen.js';
