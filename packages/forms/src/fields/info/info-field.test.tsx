import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import type { FormItem } from '../../core/definition.js';
import { SimpleForm } from '../../layouts/simple-form.js';
import { createTestI18n, definitionOf, renderForm, testRegistry, withI18n } from '../../test/render-form.js';
import { sanitizeContent } from '../shared/sanitize.js';

const dirty = [
  '<h2>Big</h2><h3>Before you start</h3>',
  '<p onclick="steal()">Read <strong>this</strong> <a href="https://example.com/terms" onmouseover="x()">terms</a>',
  ' and <a href="javascript:alert(1)">that</a>.</p>',
  '<script>alert("x")</script><style>p{display:none}</style>',
  '<iframe src="https://evil.example"></iframe><img src="x" onerror="alert(1)">',
  '<ul><li>One</li><li>Two</li></ul>',
].join('');

const info: FormItem = { name: 'intro', label: 'About this form', type: 'info', content: dirty };

describe('info field', () => {
  it('shows sanitised HTML: no script, style, iframe or handlers; safe links open in a new tab', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const { container } = await renderForm(
      definitionOf(info, { name: 'first', label: 'First name', type: 'text' }),
      { onSubmit },
    );
    expect(screen.getByText('About this form')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Before you start' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Big' })).not.toBeInTheDocument();
    expect(screen.getByText('Big')).toBeInTheDocument();
    const terms = screen.getByRole('link', { name: 'terms' });
    expect(terms).toHaveAttribute('href', 'https://example.com/terms');
    expect(terms).toHaveAttribute('target', '_blank');
    expect(terms).toHaveAttribute('rel', 'noopener noreferrer');
    expect(terms).not.toHaveAttribute('onmouseover');
    expect(screen.queryByRole('link', { name: 'that' })).not.toBeInTheDocument();
    expect(screen.getByText('that')).toBeInTheDocument();
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['One', 'Two']);
    expect(container.querySelector('script, style, iframe, img, [onclick], [onerror]')).toBeNull();
    expect(container.textContent).not.toContain('alert');
    expect(screen.getByText('this').closest('p')).not.toHaveAttribute('onclick');

    // Display only: it holds no value.
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ada');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ first: 'Ada' }));
  });

  it('is shown the same way, without a label/value row, in read-only mode', async () => {
    const { container } = await renderForm(definitionOf(info), { mode: 'readonly' });
    expect(screen.getByRole('heading', { level: 3, name: 'Before you start' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'terms' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(container.querySelector('dl')).toBeNull();
    expect(screen.queryByText('Not provided')).not.toBeInTheDocument();
    expect(container.querySelector('script, iframe, [onclick]')).toBeNull();
  });

  it('renders identical markup on the server and hydrates without a mismatch', async () => {
    const i18n = await createTestI18n();
    const ui = withI18n(
      i18n,
      <SimpleForm registry={testRegistry} definition={definitionOf(info)} aria-label="Test form" />,
    );
    const html = renderToString(ui);
    expect(html).toContain(sanitizeContent(dirty));
    expect(html).not.toContain('<script');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const serverMarkup = container.innerHTML;
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, ui, { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    // Hydration only enables the controls (the form's gate); the content is the server's, untouched.
    expect(container.innerHTML).toBe(serverMarkup.replace(' disabled=""', ''));
    container.remove();
  });

  it('keeps h3-h6, lists and formatting and drops everything else', () => {
    expect(
      sanitizeContent('<h4 style="color:red" class="x">T</h4><em>e</em><table><tr><td>c</td></tr></table>'),
    ).toBe('<h4>T</h4><em>e</em>c');
    expect(sanitizeContent(undefined)).toBe('');
  });
});
