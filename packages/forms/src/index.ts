export * from './core/dates.js';
export * from './core/definition.js';
export * from './core/files.js';
export * from './core/identity.js';
export * from './core/messages.js';
export * from './core/phone.js';
export * from './core/rules.js';
export * from './core/visibility.js';
export * from './fields/registry.js';
export * from './helpers/cached-fetch.js';
export * from './helpers/memoize.js';
export * from './layouts/index.js';
export { FormItems, type FormItemsProps } from './react/form-items.js';
export { type FormProps, FormRoot, type FormRootProps } from './react/form-root.js';
export { FORMS_NAMESPACE, type Translate, useFormsT } from './react/i18n.js';
export type {
  FieldComponents,
  FieldEditProps,
  FieldRegistry,
  FieldViewProps,
} from './react/registry-context.js';
export type { FormLoaders, FormMode } from './react/runtime.js';
