import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SimpleForm } from '../layouts/simple-form.js';
import { createTestI18n, definitionOf, testRegistry, withI18n } from '../test/render-form.js';

describe('the form before and after hydration', () => {
  it('is served with its controls disabled and method post, and enables them once hydrated', async () => {
    const i18n = await createTestI18n();
    const ui = withI18n(
      i18n,
      <SimpleForm
        registry={testRegistry}
        definition={definitionOf({ name: 'ssn', label: 'SSN', type: 'ssn' })}
        aria-label="Test form"
        actions={<button type="submit">Submit</button>}
      />,
    );
    const html = renderToString(ui);
    // A submit before the scripts run must never put values (an SSN) into a URL.
    expect(html).toContain('method="post"');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    expect(screen.getByRole('textbox', { name: 'SSN' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, ui);
    });
    expect(screen.getByRole('textbox', { name: 'SSN' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    // Unmounted here: cleanup() only knows roots it rendered, and a live root's visibility timer would
    // fire after the test environment is gone.
    act(() => root?.unmount());
    container.remove();
  });
});
