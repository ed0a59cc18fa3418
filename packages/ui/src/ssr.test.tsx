// @vitest-environment node
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import {
  Banner,
  Button,
  EmptyState,
  Link,
  LoadingOverlay,
  Modal,
  Select,
  TextField,
  ToastRegion,
  useBreakpoint,
} from './index.js';
import { createToastQueue } from './toast-queue.js';

function Breakpoint() {
  return <span>{useBreakpoint('phone')}</span>;
}

describe('server rendering', () => {
  it('renders every primitive without touching browser globals', () => {
    expect(typeof window).toBe('undefined');
    const html = renderToString(
      <div>
        <Banner tone="alert">Closed</Banner>
        <Button>Go</Button>
        <Link href="/careers">Careers</Link>
        <TextField label="Email" />
        <Select label="Language" value="en" onChange={() => {}} options={[{ id: 'en', label: 'English' }]} />
        <EmptyState />
        <LoadingOverlay label="Loading" />
        <ToastRegion queue={createToastQueue()} label="Notifications" closeLabel="Close" />
        <Modal isOpen={false} onOpenChange={() => {}} title="Sign in">
          x
        </Modal>
        <Breakpoint />
      </div>,
    );
    expect(html).toContain('role="alert"');
    expect(html).toContain('No data found');
    expect(html).toContain('<span>phone</span>');
    expect(html).toContain('aria-label="Notifications"');
  });
});
