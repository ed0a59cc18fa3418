import type { Offer } from '@portico/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { offerDocument } from '../../features/offers/test-fixtures.js';
import { type FetchHandler, makeBoot, renderApp } from '../testing/render-app.js';

// pdf.js needs a real browser (canvas, workers); the viewer's own module is replaced by a stand-in.
vi.mock('../../features/offers/pdf-document.js', () => ({
  PdfDocument: ({ label, zoom = 1 }: { label: string; zoom?: number }) => (
    <p>
      PDF of {label} at {zoom}x
    </p>
  ),
}));

/** The first answer also waits for the lazily loaded screens and response schemas. */
const LOADED = { timeout: 15_000 };
/**
 * Each test renders the whole app (lazy routes, React Aria) and types through user-event: a few seconds on an
 * idle machine, two or three times that on a busy two-core one, so the tests get more than vitest's 5 s.
 */
const WHOLE_APP = { timeout: 20_000 };
const DAY = 86_400_000;
const ID = 'K6CakE50MPU2a_kOp9aYAw';

const doc = offerDocument;

function offer(over: Partial<Offer> = {}): Offer {
  return {
    id: 1,
    enc_id: ID,
    status: 'Extended',
    position: { name: 'Senior Facilities Coordinator' },
    updated_at: '2026-11-10T09:00:00.000Z',
    expires_at: new Date(Date.now() + 14 * DAY).toISOString(),
    hide_offer_status: false,
    profile: { fullname: 'Alex Morgan' },
    offer_documents: [
      doc(),
      doc({ id: 12, name: 'Benefits Summary', document_type: 'Document', status: 'Read Only' }),
      doc({
        id: 13,
        name: 'Background Check Consent',
        document_type: 'Document',
        status: 'Pending',
        b64_string: null,
      }),
    ],
    ...over,
  };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

interface Server {
  offers?: Offer[];
  one?: Offer | null;
  accept?: (body: FormData) => Response;
  decline?: () => Response;
}

function api(server: Server): FetchHandler {
  return (url, init) => {
    if (url.pathname === '/api/offer/offers') return json({ data: { offers: server.offers ?? [offer()] } });
    if (url.pathname === `/api/offer/offers/${ID}/accept`)
      return server.accept?.(init?.body as FormData) ?? json({ data: { offer: offer(), message: 'ok' } });
    if (url.pathname === `/api/offer/offers/${ID}/decline`)
      return server.decline?.() ?? json({ data: { offer: offer({ status: 'Declined' }), message: 'ok' } });
    if (url.pathname.startsWith('/api/offer/')) {
      const one = server.one === undefined ? offer() : server.one;
      return one
        ? json({ data: { offer: one } })
        : json({ error: { code: 'NOT_FOUND', message: 'This offer does not exist.' } }, 404);
    }
    return json({ data: { ok: true } });
  };
}

const candidate = () => makeBoot({ user: { fullName: 'Alex Morgan', email: 'demo@example.com' } });

describe('offers list (spec 1 §2)', WHOLE_APP, () => {
  it('shows each offer with its status, date, action tag and a link that keeps the domain', async () => {
    const offers = [
      offer(),
      offer({ id: 2, enc_id: 'B'.repeat(22), status: 'Declined', position: { name: 'Data Engineer' } }),
      offer({
        id: 3,
        enc_id: 'C'.repeat(22),
        position: { name: 'Hidden Status Role' },
        hide_offer_status: true,
      }),
    ];
    renderApp('/careers/offers', candidate(), api({ offers }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Offers' }, LOADED)).toBeInTheDocument();
    const open = await screen.findByRole('article', { name: 'Senior Facilities Coordinator' }, LOADED);
    expect(within(open).getByText('Offer extended')).toBeInTheDocument();
    expect(within(open).getByText('Action required')).toBeInTheDocument();
    expect(within(open).getByText(/^Expires \d\d\/\d\d\/\d{4}$/)).toBeInTheDocument();
    const link = within(open).getByRole('link', { name: 'View job offer: Senior Facilities Coordinator' });
    expect(link).toHaveAttribute('href', `/careers/offer/${ID}?domain=acme.example`);
    expect(link).toHaveAttribute('data-variant', 'primary');

    const declined = screen.getByRole('article', { name: 'Data Engineer' });
    expect(within(declined).getByText('Offer declined')).toBeInTheDocument();
    expect(within(declined).getByText('Last updated 11/10/2026')).toBeInTheDocument();
    expect(within(declined).queryByText('Action required')).not.toBeInTheDocument();
    expect(within(declined).getByRole('link')).toHaveAttribute('data-variant', 'secondary');

    const hidden = screen.getByRole('article', { name: 'Hidden Status Role' });
    expect(within(hidden).queryByText('Offer extended')).not.toBeInTheDocument();
  });

  it('says so when there are none, and offers the job search as the next step', async () => {
    renderApp('/careers/offers', candidate(), api({ offers: [] }));
    expect(await screen.findByText('No offers found', {}, LOADED)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search jobs' })).toHaveAttribute(
      'href',
      '/careers?domain=acme.example',
    );
  });

  it('lists the offers that need action first, the one expiring first on top', async () => {
    const role = (id: number, name: string, over: Partial<Offer>) =>
      offer({ id, enc_id: String(id).repeat(22), position: { name }, ...over });
    // The server's order: last changed first.
    const offers = [
      role(1, 'Declined Role', { status: 'Declined' }),
      role(2, 'Later Role', { expires_at: new Date(Date.now() + 20 * DAY).toISOString() }),
      role(3, 'Accepted Role', { status: 'Accepted' }),
      role(4, 'Expired Role', { expires_at: new Date(Date.now() - DAY).toISOString() }),
      role(5, 'Sooner Role', {
        status: 'Contract Extended',
        expires_at: new Date(Date.now() + 3 * DAY).toISOString(),
      }),
    ];
    renderApp('/careers/offers', candidate(), api({ offers }));
    await screen.findByRole('article', { name: 'Sooner Role' }, LOADED);
    expect(screen.getAllByRole('article').map((a) => a.getAttribute('aria-label'))).toEqual([
      'Sooner Role',
      'Later Role',
      'Declined Role',
      'Accepted Role',
      'Expired Role',
    ]);
  });

  it("names the page in the tab: 'Offers', and an offer's position", async () => {
    renderApp('/careers/offers', candidate(), api({}));
    await screen.findByRole('heading', { level: 1, name: 'Offers' }, LOADED);
    await waitFor(() => expect(document.title).toBe('Offers | Acme Corp'));
  });
});

describe('offer tab titles', WHOLE_APP, () => {
  it("name the offer's position on its page and its documents' pages", async () => {
    renderApp(`/careers/offer/${ID}`, candidate(), api({}));
    await screen.findByRole('heading', { name: 'Job offer for Senior Facilities Coordinator' }, LOADED);
    await waitFor(() => expect(document.title).toBe('Senior Facilities Coordinator | Acme Corp'));
  });
});

describe('offer detail (spec 1 §2, §4)', WHOLE_APP, () => {
  it('shows the documents with their status texts and buttons', async () => {
    renderApp(`/careers/offer/${ID}`, candidate(), api({}));
    expect(
      await screen.findByRole('heading', { name: 'Job offer for Senior Facilities Coordinator' }, LOADED),
    ).toBeInTheDocument();
    const letter = screen.getByRole('article', { name: 'Offer Letter' });
    expect(within(letter).getByText(/^Please sign by /)).toBeInTheDocument();
    expect(within(letter).getByRole('link', { name: 'Start: Offer Letter' })).toHaveAttribute(
      'href',
      `/careers/offer-letter/${ID}?domain=acme.example`,
    );
    const benefits = screen.getByRole('article', { name: 'Benefits Summary' });
    expect(within(benefits).getByText('Document available for your review')).toBeInTheDocument();
    expect(within(benefits).getByRole('link', { name: 'View: Benefits Summary' })).toHaveAttribute(
      'href',
      `/careers/offer/${ID}/offer-document/12?domain=acme.example`,
    );
    const pending = screen.getByRole('article', { name: 'Background Check Consent' });
    expect(within(pending).getByText('Document is being processed')).toBeInTheDocument();
    expect(within(pending).getByRole('button', { name: 'Start: Background Check Consent' })).toBeDisabled();
    expect(
      screen.queryByText('Documents are being revised. Please check back later.'),
    ).not.toBeInTheDocument();
  });

  it('warns when a document is under revision', async () => {
    const revised = offer({ offer_documents: [doc({ under_revision: true })] });
    renderApp(`/careers/offer/${ID}`, candidate(), api({ one: revised }));
    expect(
      await screen.findByText('Documents are being revised. Please check back later.', {}, LOADED),
    ).toBeInTheDocument();
    expect(screen.getByText('Document is being revised')).toBeInTheDocument();
  });

  it("sends an offer that does not exist (or is someone else's) back to the list", async () => {
    const { router } = renderApp(`/careers/offer/${ID}`, candidate(), api({ one: null }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/careers/offers'), LOADED);
  });
});

describe('a document that is printed and signed by hand', WHOLE_APP, () => {
  it('offers printing and an upload, never a digital signature', async () => {
    const agreement = doc({ id: 14, name: 'Confidentiality Agreement', document_type: 'Document' });
    renderApp(
      `/careers/offer/${ID}/offer-document/14`,
      candidate(),
      api({ one: offer({ offer_documents: [doc(), agreement] }) }),
    );
    expect(await screen.findByRole('heading', { name: 'Print and sign' }, LOADED)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Upload signed document' })).toBeInTheDocument();
    expect(screen.queryByText(/sign digitally/i)).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Sign digitally' })).not.toBeInTheDocument();
  });

  it('the viewer zooms and goes full screen (phones)', async () => {
    renderApp(`/careers/offer-letter/${ID}`, candidate(), api({}));
    const toolbar = await screen.findByRole('toolbar', { name: 'Document view' }, LOADED);
    expect(screen.getByText('PDF of Offer Letter at 1x')).toBeInTheDocument();
    expect(within(toolbar).getByRole('button', { name: 'Zoom out' })).toBeDisabled();
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Zoom in' }));
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Zoom in' }));
    expect(within(toolbar).getByText('200%')).toBeInTheDocument();
    expect(screen.getByText('PDF of Offer Letter at 2x')).toBeInTheDocument();
    await userEvent.click(within(toolbar).getByRole('button', { name: 'Full screen' }));
    expect(toolbar.parentElement).toHaveAttribute('data-full-screen', 'true');
    await userEvent.keyboard('{Escape}');
    expect(toolbar.parentElement).toHaveAttribute('data-full-screen', 'false');
    expect(within(toolbar).getByRole('button', { name: 'Full screen' })).toBeInTheDocument();
  });

  it('the offer letter offers both', async () => {
    renderApp(`/careers/offer-letter/${ID}`, candidate(), api({}));
    expect(
      await screen.findByRole('heading', { name: 'Print and sign, or sign digitally' }, LOADED),
    ).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Sign digitally' })).toBeInTheDocument();
  });
});

describe('offer letter (spec 1 §2, §5, §8)', WHOLE_APP, () => {
  it('signs digitally only with the full name exactly, as multipart fields', async () => {
    const sent: FormData[] = [];
    renderApp(
      `/careers/offer-letter/${ID}`,
      candidate(),
      api({
        accept: (body) => {
          sent.push(body);
          return json({ data: { offer: offer({ status: 'Accepted' }), message: 'ok' } });
        },
      }),
    );
    const form = await screen.findByRole('form', { name: 'Sign digitally' }, LOADED);
    await userEvent.click(within(form).getByRole('checkbox', { name: /I have read and agree/ }));
    await userEvent.type(within(form).getByRole('textbox', { name: /Signature/ }), 'alex morgan');
    await userEvent.click(within(form).getByRole('button', { name: 'Sign offer letter' }));
    expect(
      await screen.findByText('Please enter your full name as shown on the offer letter and your profile'),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    const field = within(form).getByRole('textbox', { name: /Signature/ });
    await userEvent.clear(field);
    await userEvent.type(field, 'Alex Morgan');
    await userEvent.click(within(form).getByRole('button', { name: 'Sign offer letter' }));
    expect(await screen.findByText('Successfully signed the offer letter', {}, LOADED)).toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.get('esign_signature')).toBe('Alex Morgan');
    expect(sent[0]?.get('esign_agree')).toBe('true');
    // Accepted: the flow became view only.
    await waitFor(() =>
      expect(screen.queryByRole('form', { name: 'Sign digitally' })).not.toBeInTheDocument(),
    );
  });

  it('refuses every signature when no name is known (decision 016)', async () => {
    renderApp(
      `/careers/offer-letter/${ID}`,
      makeBoot({ user: { fullName: '', email: 'demo@example.com' } }),
      api({}),
    );
    const form = await screen.findByRole('form', { name: 'Sign digitally' }, LOADED);
    await userEvent.click(within(form).getByRole('checkbox', { name: /I have read and agree/ }));
    await userEvent.type(within(form).getByRole('textbox', { name: /Signature/ }), 'Anyone');
    await userEvent.click(within(form).getByRole('button', { name: 'Sign offer letter' }));
    expect(
      await screen.findByText('Please enter your full name as shown on the offer letter and your profile'),
    ).toBeInTheDocument();
  });

  it('uploads one PDF as signed_offer_letter_pdf_file and refuses anything else', async () => {
    const sent: FormData[] = [];
    renderApp(
      `/careers/offer-letter/${ID}`,
      candidate(),
      api({
        accept: (body) => {
          sent.push(body);
          return json({ data: { offer: offer({ status: 'Accepted' }), message: 'ok' } });
        },
      }),
    );
    const input = await screen.findByLabelText('Signed document (PDF)', {}, LOADED);
    await userEvent.click(screen.getByRole('button', { name: 'Submit signed offer' }));
    expect(await screen.findByText('Please choose the signed PDF file to upload')).toBeInTheDocument();

    await userEvent.upload(input, new File(['hello'], 'letter.txt', { type: 'text/plain' }), {
      applyAccept: false,
    });
    await userEvent.click(screen.getByRole('button', { name: 'Submit signed offer' }));
    expect(await screen.findByText('Only PDF files can be uploaded')).toBeInTheDocument();
    expect(sent).toHaveLength(0);

    await userEvent.upload(input, new File(['%PDF-1.4'], 'signed.pdf', { type: 'application/pdf' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit signed offer' }));
    expect(await screen.findByText('Successfully signed the offer letter', {}, LOADED)).toBeInTheDocument();
    const file = sent[0]?.get('signed_offer_letter_pdf_file');
    expect(file instanceof File ? file.name : null).toBe('signed.pdf');
  });

  it("shows the server's message when accepting fails", async () => {
    renderApp(
      `/careers/offer-letter/${ID}`,
      candidate(),
      api({ accept: () => json({ error: { code: 'CONFLICT', message: 'This offer has expired.' } }, 409) }),
    );
    const input = await screen.findByLabelText('Signed document (PDF)', {}, LOADED);
    await userEvent.upload(input, new File(['%PDF-1.4'], 'signed.pdf', { type: 'application/pdf' }));
    await userEvent.click(screen.getByRole('button', { name: 'Submit signed offer' }));
    expect(await screen.findByText('This offer has expired.', {}, LOADED)).toBeInTheDocument();
  });

  it('declines through the confirmation dialog', async () => {
    let declined = 0;
    renderApp(
      `/careers/offer-letter/${ID}`,
      candidate(),
      api({
        decline: () => {
          declined += 1;
          return json({ data: { offer: offer({ status: 'Declined' }), message: 'ok' } });
        },
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Decline' }, LOADED));
    const dialog = await screen.findByRole('alertdialog', { name: 'Decline offer?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Back to offer' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(declined).toBe(0);

    await userEvent.click(screen.getByRole('button', { name: 'Decline' }));
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Decline offer' }),
    );
    expect(await screen.findByText('Successfully rejected the offer', {}, LOADED)).toBeInTheDocument();
    expect(declined).toBe(1);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Decline' })).not.toBeInTheDocument());
  });

  it('says when there is nothing to download', async () => {
    renderApp(
      `/careers/offer-letter/${ID}`,
      candidate(),
      api({
        one: offer({
          status: 'Accepted',
          offer_documents: [doc({ status: 'Signed', signed: true, b64_string: null })],
        }),
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Download' }, LOADED));
    expect(await screen.findAllByText('No offer letter content available')).not.toHaveLength(0);
  });
});
