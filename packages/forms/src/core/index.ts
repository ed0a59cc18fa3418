// The React-free core of the toolkit: definition schemas, rules, messages and visibility.
// The server imports this subpath (`@portico/forms/core`) to validate definitions and answers
// with the same rules the browser runs, without pulling in React or the field components.
export * from './dates.js';
export * from './definition.js';
export * from './files.js';
export * from './identity.js';
export * from './messages.js';
export * from './phone.js';
export * from './rules.js';
export * from './visibility.js';
