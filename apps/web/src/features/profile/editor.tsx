import { LoadingState } from '@portico/ui';
import { useTranslation } from 'react-i18next';
import { lazyComponent } from '../../lib/lazy-component.js';
import type { PlacePickerProps } from './place-picker.js';
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

/**
 * The place search of the contact and preferences editors (a combobox over the search's location suggestions):
 * only an open editor shows it, so it downloads beside the editors' code, not with the page.
 */
export const placePicker = lazyComponent<PlacePickerProps>(() =>
  import('./place-picker.js').then((module) => module.PlacePicker),
);

/** Fetches the editors' code and the place search (the page calls it once it is idle). */
export function preloadEditors(): Promise<unknown> {
  return Promise.all([sectionForm.preload(), placePicker.preload()]);
}

export function PlacePicker(props: PlacePickerProps) {
  const { t } = useTranslation('profile');
  const Picker = placePicker.useComponent(true);
  return Picker ? <Picker {...props} /> : <LoadingState label={t('opening')} />;
}
