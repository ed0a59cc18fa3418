export { changeLanguage, createI18n } from './create-i18n.js';
export { dirFor } from './language.js';
export {
  type Catalogue,
  DEFAULT_NAMESPACE,
  isLanguageLoaded,
  loadLanguage,
  loadScreenNamespaces,
  NAMESPACES,
  type Namespace,
} from './resources.js';
