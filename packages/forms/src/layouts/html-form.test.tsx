import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HtmlForm, htmlFormBlocksSchema } from './html-form.js';

describe('HtmlForm', () => {
  it('renders heading, sanitised HTML description and a 400x200 image per block', () => {
    render(
      <HtmlForm
        aria-label="Welcome pack"
        blocks={[
          {
            heading: 'Welcome',
            description:
              '<p>Read <a href="https://example.com/guide" target="_blank">the guide</a>.</p><script>alert(1)</script><img src=x onerror="alert(1)"><p onclick="steal()">Thanks</p>',
            image: { src: 'https://example.com/office.jpg', alt: 'Our office' },
          },
          { heading: 'Your first week' },
        ]}
      />,
    );
    const pack = screen.getByRole('region', { name: 'Welcome pack' });
    const welcome = within(pack).getByRole('region', { name: 'Welcome' });
    expect(within(welcome).getByRole('heading', { level: 2, name: 'Welcome' })).toBeInTheDocument();
    const link = within(welcome).getByRole('link', { name: 'the guide' });
    expect(link).toHaveAttribute('href', 'https://example.com/guide');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(welcome.querySelector('script')).toBeNull();
    expect(welcome.querySelector('[onclick], [onerror]')).toBeNull();
    expect(within(welcome).getByText('Thanks')).toBeInTheDocument();
    const image = within(welcome).getByRole('img', { name: 'Our office' });
    expect(image).toHaveAttribute('src', 'https://example.com/office.jpg');
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('height', '200');
    expect(within(welcome).getAllByRole('img')).toHaveLength(1);

    const week = within(pack).getByRole('region', { name: 'Your first week' });
    expect(within(week).queryByRole('img')).not.toBeInTheDocument();
  });

  it('shows a plain-text description as text, markup and all', () => {
    render(
      <HtmlForm
        blocks={[{ heading: 'Notes', description: 'Bring <ID>\nand a pen', descriptionFormat: 'text' }]}
      />,
    );
    expect(screen.getByText(/Bring <ID>/)).toBeInTheDocument();
  });

  it('validates blocks sent by a server', () => {
    expect(htmlFormBlocksSchema.safeParse([{ heading: 'A', image: { src: 'a.png', alt: '' } }]).success).toBe(
      true,
    );
    expect(htmlFormBlocksSchema.safeParse([{ description: 'no heading' }]).success).toBe(false);
    expect(htmlFormBlocksSchema.safeParse([{ heading: 'A', image: { src: 'a.png' } }]).success).toBe(false);
  });
});
