import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { FormItem } from '../../core/definition.js';
import { definitionOf, renderForm } from '../../test/render-form.js';
import { esignStatusOf, esignWidgetUrl } from './esign.js';

const WIDGET_ORIGIN = 'https://sign.example.com';

function esign(overrides: Partial<FormItem> = {}): FormItem {
  return {
    name: 'signature',
    label: 'Offer letter',
    type: 'esignForm',
    required: true,
    embedOptions: { customDomain: 'sign.example.com', widgetId: 'w 42&x', hosted: true },
    ...overrides,
  };
}

function post(data: unknown, origin = WIDGET_ORIGIN) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin }));
  });
}

describe('embedded form / e-signature field', () => {
  it('frames the widget url built from the domain, widget id and hosted flag', async () => {
    await renderForm(definitionOf(esign()));
    const frame = screen.getByTitle('Offer letter');
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute(
      'src',
      'https://sign.example.com/public/esignWidget?widgetId=w%2042%26x&hosted=true',
    );
    expect(frame).toHaveAttribute('width', '800');
    expect(frame).toHaveAttribute('height', '1132');
    expect(screen.getByRole('group', { name: /Offer letter/ })).toContainElement(frame);
  });

  it('normalises the custom domain and refuses what is not an http(s) origin', () => {
    const href = (customDomain: string, hosted?: boolean) =>
      esignWidgetUrl({ customDomain, widgetId: 'abc', hosted })?.href ?? null;
    expect(href('https://sign.example.com/')).toBe(
      'https://sign.example.com/public/esignWidget?widgetId=abc&hosted=false',
    );
    expect(href(' sign.example.com/some/path ')).toBe(
      'https://sign.example.com/public/esignWidget?widgetId=abc&hosted=false',
    );
    expect(href('//sign.example.com', true)).toBe(
      'https://sign.example.com/public/esignWidget?widgetId=abc&hosted=true',
    );
    expect(href('http://localhost:8080')).toBe(
      'http://localhost:8080/public/esignWidget?widgetId=abc&hosted=false',
    );
    expect(href('javascript:alert(1)')).toBeNull();
    expect(href('')).toBeNull();
    expect(href('https://')).toBeNull();
  });

  it('reads ESIGN and REJECT from JSON text or objects', () => {
    expect(esignStatusOf('{"type":"ESIGN"}')).toBe('signed');
    expect(esignStatusOf({ type: 'REJECT' })).toBe('rejected');
    expect(esignStatusOf('{"type":"LOADED"}')).toBeNull();
    expect(esignStatusOf('not json')).toBeNull();
    expect(esignStatusOf(null)).toBeNull();
  });

  it('is required until the widget reports; messages from another origin are ignored', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderForm(definitionOf(esign()), { onSubmit });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Offer letter is required')).toBeInTheDocument();
    expect(screen.getByTitle('Offer letter')).toHaveFocus();
    expect(screen.getByTitle('Offer letter')).toHaveAccessibleDescription('Offer letter is required');

    post('{"type":"ESIGN"}', 'https://evil.example');
    post('{"type":"ESIGN"}', 'http://sign.example.com');
    expect(screen.getByRole('status')).toHaveTextContent('');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).not.toHaveBeenCalled();

    post('{"type":"ESIGN"}');
    expect(screen.getByRole('status')).toHaveTextContent('The document is signed.');
    await waitFor(() => expect(screen.queryByText('Offer letter is required')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ signature: 'signed' }));
  });

  it('records a refusal, which a regex rule can turn into an error (embedded_form alias)', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderForm(
      definitionOf(
        esign({
          type: 'embedded_form',
          rules: [{ type: 'regex', value: '/^signed$/', message: 'Please sign the offer letter.' }],
        }),
      ),
      { onSubmit },
    );
    post({ type: 'REJECT' });
    expect(screen.getByRole('status')).toHaveTextContent('You declined to sign the document.');
    expect(await screen.findByText('Please sign the offer letter.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).not.toHaveBeenCalled();
    post({ type: 'ESIGN' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ signature: 'signed' }));
  });

  it('says so instead of framing a bad domain', async () => {
    await renderForm(
      definitionOf(esign({ embedOptions: { customDomain: 'javascript:alert(1)', widgetId: 'x' } })),
    );
    expect(screen.queryByTitle('Offer letter')).not.toBeInTheDocument();
    expect(screen.getByText('The signing form cannot be shown.')).toBeInTheDocument();
  });

  it('shows the status as text in read-only mode', async () => {
    await renderForm(
      definitionOf(esign(), esign({ name: 'nda', label: 'NDA' }), esign({ name: 'other', label: 'Other' })),
      { mode: 'readonly', initialValues: { signature: 'signed', nda: 'rejected' } },
    );
    expect(document.querySelector('iframe')).toBeNull();
    expect(screen.getByText('The document is signed.')).toBeInTheDocument();
    expect(screen.getByText('You declined to sign the document.')).toBeInTheDocument();
    expect(screen.getByText('Not provided')).toBeInTheDocument();
  });
});
