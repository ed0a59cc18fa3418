import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { type CatalogueEntry, interpolate, MESSAGES, type Message } from '../core/messages.js';

/** The i18next namespace of the toolkit; its catalogues are `src/locales/<locale>.json`. */
export const FORMS_NAMESPACE = 'forms';

export type Translate = (message: Message) => string;

/**
 * The toolkit's `t` (namespace `forms`) and `translate`, which renders a validation `Message` in the
 * current language: a rule's own text wins (filled with the message's params), otherwise the catalogue
 * entry `messages.<key>` with i18next choosing the plural form from the entry's count parameter.
 */
export function useFormsT() {
  const { t, i18n } = useTranslation(FORMS_NAMESPACE);
  const translate = useCallback<Translate>(
    (msg) => {
      if (msg.text !== undefined) return interpolate(msg.text, msg.params);
      const entry: CatalogueEntry = MESSAGES[msg.key];
      const options: Record<string, unknown> = { ...msg.params };
      if (entry.plural !== undefined) options.count = Number(msg.params[entry.plural]);
      return t(`messages.${msg.key}`, options);
    },
    [t],
  );
  return { t, translate, language: i18n.language };
}
