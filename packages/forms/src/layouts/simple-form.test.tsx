import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FormDefinition } from '../core/definition.js';
import { renderForm } from '../test/render-form.js';
import * as layouts from './index.js';

const definition: FormDefinition = {
  sections: [
    { title: 'About you', items: [{ name: 'name', label: 'Name', type: 'text' }] },
    { title: 'Always hidden', items: [{ name: 'secret', label: 'Secret', type: 'text', hidden: true }] },
  ],
};

describe('SimpleForm', () => {
  it('stacks meta items, the visible sections, bottom items and then the actions', async () => {
    await renderForm(definition, {
      metaItems: [{ name: 'reference', label: 'Reference', type: 'text' }],
      bottomItems: [{ name: 'signature', label: 'Signature', type: 'text' }],
    });
    const form = screen.getByRole('form', { name: 'Test form' });
    const order = [
      screen.getByRole('textbox', { name: 'Reference' }),
      screen.getByRole('heading', { name: 'About you' }),
      screen.getByRole('textbox', { name: 'Name' }),
      screen.getByRole('textbox', { name: 'Signature' }),
      screen.getByRole('button', { name: 'Submit' }),
    ];
    for (let i = 1; i < order.length; i++) {
      expect(
        order[i - 1]!.compareDocumentPosition(order[i]!) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();
    }
    expect(form).toContainElement(order[0]!);
    expect(screen.queryByRole('heading', { name: 'Always hidden' })).not.toBeInTheDocument();
  });

  it('renders read-only rows in read-only mode', async () => {
    await renderForm(definition, { mode: 'readonly', initialValues: { name: 'Ada' } });
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByText('Ada')).toBeInTheDocument();
  });

  it('is exported with the other layouts', () => {
    expect(Object.keys(layouts)).toEqual(
      expect.arrayContaining(['SimpleForm', 'StepperForm', 'HtmlForm', 'PreboardingAdminForm']),
    );
    expect(layouts.STEPPER_SCROLL_SPY_DEBOUNCE_MS).toBe(50);
    expect(layouts.FOOTER_HEIGHT_DEBOUNCE_MS).toBe(500);
    expect(layouts.MANUAL_STEP_LOCK_MS).toBe(1000);
    expect(layouts.MOVE_BUTTON_DEBOUNCE_MS).toBe(300);
  });
});
