import { ESIGN_SIGNATURE_FIELD } from '@portico/contracts';
import { FIELD_REGISTRY, type FormDefinition, SimpleForm } from '@portico/forms';
import { Button } from '@portico/ui';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../lib/api/errors.js';
import { signaturePattern } from '../../lib/signature-pattern.js';

/**
 * Step 2 of the offer letter: sign digitally (spec 1 §5), on the form toolkit. The signature must be the
 * profile's full name exactly; with no known name every text fails the same way (decision 016), so the
 * candidate prints, signs and uploads instead.
 */
export function EsignForm({
  fullName,
  pending,
  error,
  onSign,
}: {
  fullName: string | null;
  pending: boolean;
  /** The last failed attempt: a field message from the server is shown on the signature field. */
  error: unknown;
  onSign: (signature: string) => void;
}) {
  const { t } = useTranslation('offers');
  const definition = useMemo<FormDefinition>(
    () => ({
      sections: [
        {
          title: t('esign.sectionTitle'),
          items: [
            { name: 'agree', label: t('esign.agree'), type: 'checkboxItem', required: true },
            {
              name: 'signature',
              label: t('esign.signature'),
              type: 'text',
              required: true,
              rules: [{ type: 'regex', value: signaturePattern(fullName), message: t('esign.nameMismatch') }],
              textOptions: { autocomplete: 'name' },
            },
          ],
        },
      ],
    }),
    [t, fullName],
  );
  const serverErrors = useMemo(() => {
    const message = isApiError(error) ? error.fields[ESIGN_SIGNATURE_FIELD] : undefined;
    return message ? { signature: message } : undefined;
  }, [error]);
  return (
    <SimpleForm
      registry={FIELD_REGISTRY}
      definition={definition}
      serverErrors={serverErrors}
      aria-label={t('esign.formLabel')}
      onSubmit={(values) => onSign(String(values.signature ?? ''))}
      actions={
        <Button type="submit" variant="primary" isPending={pending}>
          {t('esign.submit')}
        </Button>
      }
    />
  );
}
