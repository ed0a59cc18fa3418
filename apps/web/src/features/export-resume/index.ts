export {
  ExportResumeScreen,
  type ExportResumeScreenProps,
  type ResumeChoice,
  type ResumeFormat,
  type ResumeTemplate,
} from './export-resume-screen.js';
