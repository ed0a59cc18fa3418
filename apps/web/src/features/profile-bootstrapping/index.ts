/** The profile bootstrapping page's public surface for the routes (docs/decisions/027). */
export { type BootstrapItem, bootstrapRequest, itemsFromResume } from './bootstrap-items.js';
export { ProfileBootstrapping, type ProfileBootstrappingProps } from './profile-bootstrapping.js';
