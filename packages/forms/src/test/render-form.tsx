import { render } from '@testing-library/react';
import i18next, { type i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import type { FormDefinition, FormItem } from '../core/definition.js';
import { FIELD_REGISTRY } from '../fields/registry.js';
import { SimpleForm, type SimpleFormProps } from '../layouts/simple-form.js';
import { StepperForm } from '../layouts/stepper-form.js';
import en from '../locales/en.json' with { type: 'json' };
import { FORMS_NAMESPACE } from '../react/i18n.js';

/** The real registry: component tests render every type exactly as an app does. */
export const testRegistry = FIELD_REGISTRY;

export async function createTestI18n(language = 'en', extra: Record<string, unknown> = {}): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    ns: [FORMS_NAMESPACE],
    defaultNS: FORMS_NAMESPACE,
    resources: { en: { [FORMS_NAMESPACE]: en }, ...extra },
    interpolation: { escapeValue: false },
  });
  return instance;
}

export function withI18n(instance: i18n, node: ReactNode) {
  return <I18nextProvider i18n={instance}>{node}</I18nextProvider>;
}

export type RenderFormOptions = Omit<Partial<SimpleFormProps>, 'definition'> & { language?: string };

/** One section holding the given items. */
export function definitionOf(...items: FormItem[]): FormDefinition {
  return { sections: [{ title: 'Details', items }] };
}

/** Renders a simple form over `definition` with a Submit button; `onSubmit` receives the values. */
export async function renderForm(definition: FormDefinition, options: RenderFormOptions = {}) {
  const { language, ...props } = options;
  const instance = await createTestI18n(language);
  const ui = (
    <SimpleForm
      registry={testRegistry}
      definition={definition}
      aria-label="Test form"
      actions={<button type="submit">Submit</button>}
      {...props}
    />
  );
  return { ...render(withI18n(instance, ui)), i18n: instance };
}

/** Renders a stepper form over `definition`; the footer holds its default Submit button unless `actions` is given. */
export async function renderStepper(definition: FormDefinition, options: RenderFormOptions = {}) {
  const { language, ...props } = options;
  const instance = await createTestI18n(language);
  const ui = (
    <StepperForm registry={testRegistry} definition={definition} aria-label="Test form" {...props} />
  );
  return { ...render(withI18n(instance, ui)), i18n: instance };
}
