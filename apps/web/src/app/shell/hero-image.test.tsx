import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HeroImage, mediaQueryFor } from './hero-image.js';

describe('HeroImage', () => {
  it('builds media queries from inclusive minWidth and exclusive maxWidth', () => {
    expect(mediaQueryFor({ minWidth: 0, maxWidth: 600 })).toBe('(max-width: 599.98px)');
    expect(mediaQueryFor({ minWidth: 600, maxWidth: null })).toBe('(min-width: 600px)');
    expect(mediaQueryFor({ minWidth: 0, maxWidth: null })).toBeUndefined();
  });

  it('offers one source per width range and falls back to the narrowest picture with its alt text', () => {
    const { container } = render(
      <HeroImage
        config={{
          enabled: true,
          variants: [
            { minWidth: 600, maxWidth: null, url: '/hero/desk.svg', alt: 'Harbour at dawn' },
            { minWidth: 0, maxWidth: 600, url: '/hero/phone.svg', alt: '' },
          ],
        }}
      />,
    );
    const sources = [...container.querySelectorAll('source')].map((s) => [
      s.getAttribute('media'),
      s.getAttribute('srcset'),
    ]);
    expect(sources).toEqual([
      ['(max-width: 599.98px)', '/hero/phone.svg'],
      ['(min-width: 600px)', '/hero/desk.svg'],
    ]);
    expect(screen.getByRole('img', { name: 'Harbour at dawn' })).toHaveAttribute('src', '/hero/phone.svg');
  });

  it('renders nothing when the page has no enabled hero', () => {
    const { container } = render(<HeroImage config={undefined} />);
    expect(container).toBeEmptyDOMElement();
  });
});
