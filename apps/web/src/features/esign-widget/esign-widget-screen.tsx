import { FIELD_REGISTRY, type FormDefinition, type FormItem, SimpleForm } from '@portico/forms';
import { Button, FormAlert } from '@portico/ui';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './esign-widget.module.css';

/** The widget protocol of spec 3 §2: the opener reads `type` ESIGN (signed) or REJECT (declined). */
export type EsignMessageType = 'ESIGN' | 'REJECT';

export interface EsignWidgetScreenProps {
  readonly widgetId: string;
  /** Posts the outcome to the page that embeds (or opened) the widget. */
  readonly notify: (message: { type: EsignMessageType; widgetId: string; signature?: string }) => void;
}

/**
 * `/public/esignWidget`: the signing step inside the e-signature frame. The candidate types their full
 * name and agrees, or declines; the outcome goes to the embedding page as a window message. The document
 * being signed, drawn signatures and the server-side record come with the offer center (issue 5).
 */
/**
 * The widget's signing form: the typed full name and the agreement. `nameRules` adds what the signature must
 * match (an offer document's widget requires the profile's full name).
 */
export function signingDefinition(
  t: (key: string) => string,
  nameRules: NonNullable<FormItem['rules']>,
): FormDefinition {
  return {
    sections: [
      {
        title: t('esignWidget.title'),
        description: t('esignWidget.intro'),
        items: [
          {
            name: 'signature',
            label: t('esignWidget.signature'),
            type: 'text',
            required: true,
            rules: [{ type: 'maxLength', value: 200 }, ...nameRules],
            textOptions: { autocomplete: 'name' },
          },
          { name: 'agree', label: t('esignWidget.agree'), type: 'checkboxItem', required: true },
        ],
      },
    ],
  };
}

export function EsignWidgetScreen({ widgetId, notify }: EsignWidgetScreenProps) {
  const { t } = useTranslation('offers');
  const [outcome, setOutcome] = useState<'signed' | 'declined' | null>(null);
  const definition = useMemo(() => signingDefinition(t, []), [t]);

  if (outcome) {
    return (
      <div className={styles.widget}>
        <FormAlert tone="success">
          {t(outcome === 'signed' ? 'esignWidget.signed' : 'esignWidget.declined')}
        </FormAlert>
      </div>
    );
  }
  return (
    <div className={styles.widget}>
      <SimpleForm
        registry={FIELD_REGISTRY}
        definition={definition}
        aria-label={t('esignWidget.title')}
        onSubmit={(values) => {
          notify({ type: 'ESIGN', widgetId, signature: String(values.signature) });
          setOutcome('signed');
        }}
        actions={
          <>
            <Button
              variant="secondary"
              onPress={() => {
                notify({ type: 'REJECT', widgetId });
                setOutcome('declined');
              }}
            >
              {t('esignWidget.decline')}
            </Button>
            <Button type="submit" variant="primary">
              {t('esignWidget.sign')}
            </Button>
          </>
        }
      />
    </div>
  );
}
