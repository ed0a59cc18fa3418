export * from './analytics.js';
export * from './api.js';
export * from './auth.js';
export * from './boot.js';
export * from './config.js';
export * from './constants.js';
export * from './errors.js';
export * from './locales.js';
