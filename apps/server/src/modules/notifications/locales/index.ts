import type { Locale } from '@portico/contracts';
import type { NotificationCatalogue } from '../notification-texts.js';
import { en } from './en.js';

/** Every language's catalogue (docs/decisions/051). */
export const NOTIFICATION_CATALOGUES: Partial<Record<Locale, NotificationCatalogue>> & {
  en: NotificationCatalogue;
} = { en };
