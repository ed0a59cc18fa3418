import { LoadingState } from '@portico/ui';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '../../lib/lazy-component.js';
import type { SectionFormProps } from './section-form.js';

/**
 * The form toolkit and its fields are a download of their own (most visits only read the profile): the
 * page asks for it once it is idle after hydration, and an editor opened before it arrived shows a
 * spinner for that moment.
 */
export const sectionForm = lazyComponent<SectionFormProps>(() =>
  import('./section-form.js').then((module) => module.SectionForm),
);

/** A section's form, edited in place with the toolkit (see section-form.tsx). */
export function Editor(props: SectionFormProps) {
  const { t } = useTranslation('profile');
  const SectionForm = sectionForm.useComponent(true);
  return SectionForm ? <SectionForm {...props} /> : <LoadingState label={t('opening')} />;
}
