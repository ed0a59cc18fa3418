/** The apply feature's public surface for the routes (docs/decisions/020). */
export { ApplyConfirmScreen, type ApplyConfirmScreenProps } from './apply-confirm-screen.js';
export { ApplyScreen, type ApplyScreenProps, applyFlow } from './apply-screen.js';
export { type ApplyTarget, readApplyTarget, readSourceParams } from './apply-target.js';
export { type ResumeError, ResumeStep, type ResumeStepProps } from './resume-step.js';
