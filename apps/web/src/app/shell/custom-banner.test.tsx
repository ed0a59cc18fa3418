import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createI18n } from '../../lib/i18n/index.js';
import { CustomBanner, type CustomBannerProps } from './custom-banner.js';

function renderBanner(props: CustomBannerProps) {
  return render(
    <I18nextProvider i18n={createI18n('en')}>
      <CustomBanner {...props} />
    </I18nextProvider>,
  );
}

describe('CustomBanner', () => {
  it("an 'alert' banner is announced with role=alert", () => {
    renderBanner({ enabled: true, alertType: 'alert', message: 'Maintenance on Saturday' });
    expect(screen.getByRole('alert')).toHaveTextContent('Maintenance on Saturday');
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('an info banner is a labelled region, not an interrupting alert', () => {
    renderBanner({ enabled: true, alertType: 'info', message: "We're hiring in 60 cities" });
    expect(screen.getByRole('region', { name: 'Announcement' })).toHaveTextContent(
      "We're hiring in 60 cities",
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('renders nothing when disabled or empty', () => {
    const { container } = renderBanner({ enabled: false, alertType: 'alert', message: 'Hidden' });
    expect(container).toBeEmptyDOMElement();
    const empty = renderBanner({ enabled: true, alertType: 'info', message: '   ' });
    expect(empty.container).toBeEmptyDOMElement();
  });
});
