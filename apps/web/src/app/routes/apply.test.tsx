import type { ApplyFormResponse, DraftApplication, ParsedResume } from '@portico/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type FetchHandler, makeBoot, renderApp } from '../testing/render-app.js';

/** The first answer also waits for the lazily loaded screen, toolkit and response schemas. */
const LOADED = { timeout: 8000 };
const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const fail = (status: number, code: string, message: string, fields?: Record<string, string>) =>
  json({ error: { code, message, fields, requestId: 'r' } }, status);

type ApplyFormData = ApplyFormResponse['data'];

const position = (id: number, over: Partial<ApplyFormData['positions'][number]> = {}) => ({
  id,
  title: id === 7 ? 'Line Cook' : `Job ${id}`,
  department: 'Kitchen',
  locations: [
    { city: 'Berlin', region: 'Berlin', country: 'Germany', countryCode: 'DE', lat: 52.5, lng: 13.4 },
  ],
  isRemote: false,
  isPrivate: false,
  open: true,
  alreadyApplied: false,
  extraSections: [],
  ...over,
});

const RESUME = {
  id: 'r-1',
  fileName: 'my-cv.pdf',
  kind: 'pdf' as const,
  size: 2048,
  uploadedAt: '2026-11-01T09:00:00.000Z',
};

function applyForm(over: Partial<ApplyFormData> = {}): ApplyFormData {
  return {
    definition: {
      sections: [
        {
          title: 'Contact details',
          items: [
            { name: 'first_name', label: 'First name', type: 'text', required: true },
            { name: 'last_name', label: 'Last name', type: 'text', required: true },
            { name: 'email', label: 'Email', type: 'email', required: true },
            { name: 'location', label: 'Where do you live?', type: 'text' },
          ],
        },
        {
          title: 'Questions',
          items: [
            { name: 'why', label: 'Why this job?', type: 'text', required: true },
            {
              name: 'jobs',
              label: 'Jobs',
              type: 'dynamicList',
              dynamicListOptions: { items: [{ name: 'title', label: 'Job title', type: 'text' }] },
            },
          ],
        },
        {
          title: 'Voluntary self-identification',
          items: [
            {
              name: 'self_id_gender',
              label: 'Gender',
              type: 'select',
              confidential: true,
              selectOptions: {
                choices: [
                  { label: 'Woman', value: 'woman' },
                  { label: 'Man', value: 'man' },
                ],
              },
            },
          ],
        },
      ],
    },
    resumeRequired: true,
    confidentialFields: ['self_id_gender'],
    positions: [position(7)],
    prefill: {},
    resumes: [],
    ...over,
  };
}

const VALID = {
  first_name: 'Ana',
  last_name: 'Souza',
  email: 'ana@example.com',
  why: 'I love cooking',
  self_id_gender: 'woman',
};
/** Review is the step after the resume (0) and the three sections. */
const REVIEW_STEP = 4;

const field = <T,>(value: T, confidence = 0.95, source = String(value)) => ({ value, confidence, source });
const PARSED: ParsedResume = {
  name: field('Ana Souza'),
  headline: null,
  email: field('ana@example.com', 0.99),
  phone: null,
  location: field(
    { city: 'Berlin', region: 'Berlin', country: 'Germany', countryCode: 'DE', lat: 52.5, lng: 13.4 },
    0.5,
    'Berlin, DE',
  ),
  links: [],
  experience: [],
  education: [],
  skills: [],
};

interface FakeServer {
  form: ApplyFormData;
  draft: DraftApplication | null;
  puts: Record<string, unknown>[];
  posts: Record<string, unknown>[];
  uploads: FormData[];
  deletes: Record<string, unknown>[];
  del?: () => Response;
  put?: (body: Record<string, unknown>) => Response | undefined;
  post?: (body: Record<string, unknown>) => Response | Promise<Response>;
}

function server(over: Partial<FakeServer> = {}): FakeServer & { fetch: FetchHandler } {
  const state: FakeServer = {
    form: applyForm(),
    draft: null,
    puts: [],
    posts: [],
    uploads: [],
    deletes: [],
    ...over,
  };
  const fetch: FetchHandler = async (url, init) => {
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    if (url.pathname === '/api/pcsx/apply/form') return json({ data: state.form });
    if (url.pathname === '/api/pcsx/draft_applications' && method === 'GET')
      return json({
        data: { openDraftApplications: state.draft ? [state.draft] : [], closedDraftApplications: [] },
      });
    if (url.pathname === '/api/pcsx/draft_applications' && method === 'PUT') {
      state.puts.push(body);
      const custom = state.put?.(body);
      if (custom) return custom;
      const version = (state.draft?.version ?? 0) + 1;
      state.draft = {
        position_id: 7,
        position: { title: 'Line Cook', archived_at: null, open: true },
        version,
        step: body.step as number,
        values: body.values as Record<string, unknown>,
        resume_id: body.resume_id as string | null,
        updated_at: new Date().toISOString(),
      };
      return json({ data: { draft: state.draft } });
    }
    if (url.pathname === '/api/pcsx/draft_applications' && method === 'DELETE') {
      state.deletes.push(body);
      if (state.del) return state.del();
      state.draft = null;
      return json({ data: { deleted: 1 } });
    }
    if (url.pathname === '/api/pcsx/upload_resume') {
      state.uploads.push(init?.body as FormData);
      return json({
        data: { candidate: null, resume: { ...RESUME, id: 'r-9', fileName: 'cv.pdf' }, parsed: PARSED },
      });
    }
    if (url.pathname === '/api/pcsx/apply' && method === 'POST') {
      state.posts.push(body);
      if (state.post) return state.post(body);
      return json({
        data: {
          results: [
            { position_id: 7, title: 'Line Cook', result: 'submitted', application_id: 'a-1', message: 'ok' },
          ],
          account: 'created',
          email: 'ana@example.com',
        },
      });
    }
    return json({ data: { ok: true } });
  };
  return Object.assign(state, { fetch });
}

const visitor = () => makeBoot();
const candidate = () => makeBoot({ user: { fullName: 'Ana Souza', email: 'ana@example.com' } });
const VISITOR_KEY = 'portico-apply-draft:acme.example:visitor:7';

function seedLocal(key: string, values: Record<string, unknown>, step: number) {
  window.localStorage.setItem(
    key,
    JSON.stringify({
      values,
      step,
      resume: RESUME,
      versions: {},
      dirty: true,
      checks: {},
      savedAt: '2026-11-20T10:00:00Z',
    }),
  );
}

let onLine = true;
beforeEach(() => {
  window.localStorage.clear();
  onLine = true;
  Object.defineProperty(window.navigator, 'onLine', { configurable: true, get: () => onLine });
});
afterEach(() => {
  window.localStorage.clear();
});

describe('apply page: states', () => {
  it('says when the only job is closed, and offers the search instead of a form', async () => {
    const fake = server({ form: applyForm({ positions: [position(7, { open: false })] }) });
    renderApp('/careers/apply?pid=7', visitor(), fake.fetch);
    expect(
      await screen.findByText('This position is no longer accepting applications', {}, LOADED),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Line Cook' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search jobs' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('says when no job of the address exists', async () => {
    const fake = server({ form: applyForm({ positions: [] }) });
    renderApp('/careers/apply?pids=998,999', visitor(), fake.fetch);
    expect(await screen.findByText(/This job could not be found/, {}, LOADED)).toBeInTheDocument();
  });

  it('reports a job cart’s closed and applied jobs instead of dropping them', async () => {
    const fake = server({
      form: applyForm({
        positions: [position(7), position(8, { open: false }), position(9, { alreadyApplied: true })],
      }),
    });
    renderApp('/careers/apply?pids=7,8,9', visitor(), fake.fetch);
    const notice = await screen.findByRole(
      'region',
      { name: 'Some jobs cannot take this application' },
      LOADED,
    );
    expect(within(notice).getByText('Job 8')).toBeInTheDocument();
    expect(within(notice).getByText('This position is no longer accepting applications')).toBeInTheDocument();
    expect(within(notice).getByText('You have already applied to this job')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Apply to these jobs' })).toBeInTheDocument();
  });

  it('needs a sign-in where the tenant switches logged-out apply off', async () => {
    const fake = server();
    const boot = makeBoot({
      config: { loginSignupConfig: { candidateLoginEnabled: true, loggedOutApplyEnabled: false } },
    });
    const { calls } = renderApp('/careers/apply?pid=7', boot, fake.fetch);
    expect(await screen.findByText('Sign in to see this page.', {}, LOADED)).toBeInTheDocument();
    expect(calls.some((c) => c.url.pathname === '/api/pcsx/apply/form')).toBe(false);
  });
});

describe('apply page: resume', () => {
  it('fills the form from the parsed resume and marks what to check (an accessible description)', async () => {
    const user = userEvent.setup();
    const fake = server();
    renderApp('/careers/apply?pid=7', visitor(), fake.fetch);
    const input = await screen.findByLabelText(/Choose a file/, {}, LOADED);
    await user.upload(input, new File(['%PDF-1.4 resume'], 'cv.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('Attached: cv.pdf')).toBeInTheDocument();
    expect(screen.getByText(/We filled in answers from your resume/)).toBeInTheDocument();
    const upload = fake.uploads[0];
    expect(upload?.get('resume_file_name')).toBe('cv.pdf');
    expect(String(upload?.get('resume_content'))).toMatch(/^data:application\/pdf;base64,/);
    expect(upload?.get('domain')).toBe('acme.example');

    await user.click(screen.getByRole('button', { name: 'Next' }));
    const heading = await screen.findByRole('heading', { name: /Your answers/ });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByLabelText(/First name/)).toHaveValue('Ana');
    expect(screen.getByLabelText(/Last name/)).toHaveValue('Souza');
    const where = screen.getByLabelText(/Where do you live/);
    expect(where).toHaveValue('Berlin, Germany');
    expect(where).toHaveAccessibleDescription(/Please check: read from your resume \(“Berlin, DE”\)/);
    expect(screen.getByLabelText(/^Email/)).not.toHaveAccessibleDescription(/Please check/);

    // Changing a checked answer takes its mark away; everything is kept in this browser (a visitor).
    await user.clear(where);
    await user.type(where, 'Potsdam');
    await waitFor(() => expect(where).not.toHaveAccessibleDescription(/Please check/));
    await waitFor(() =>
      expect(JSON.parse(window.localStorage.getItem(VISITOR_KEY) ?? '{}').values?.location).toBe('Potsdam'),
    );
    expect(screen.getByText('Saved on this device')).toBeInTheDocument();
    expect(fake.puts).toHaveLength(0);
  });

  it('refuses a file over 5 MB before sending it, and asks for a resume before going on', async () => {
    const user = userEvent.setup();
    const fake = server();
    renderApp('/careers/apply?pid=7', visitor(), fake.fetch);
    const input = await screen.findByLabelText(/Choose a file/, {}, LOADED);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Add a resume to continue.')).toBeInTheDocument();
    expect(input).toHaveFocus();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.pdf', { type: 'application/pdf' });
    await user.upload(input, big);
    expect(await screen.findByText('The resume must be 5 MB or smaller.')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(/The resume must be 5 MB or smaller/);
    expect(fake.uploads).toHaveLength(0);
  });
});

describe('apply page: drafts', () => {
  const serverDraft = (over: Partial<DraftApplication> = {}): DraftApplication => ({
    position_id: 7,
    position: { title: 'Line Cook', archived_at: null, open: true },
    version: 1,
    step: 1,
    values: { first_name: 'Ana', email: 'ana@example.com' },
    resume_id: 'r-1',
    updated_at: '2026-11-20T10:00:00.000Z',
    ...over,
  });

  it('autosaves once per pause with its version, and loads a newer draft from another window on a conflict', async () => {
    const user = userEvent.setup();
    const fake = server({ form: applyForm({ resumes: [RESUME] }), draft: serverDraft() });
    renderApp('/careers/apply?pid=7', candidate(), fake.fetch);
    const last = await screen.findByLabelText(/Last name/, {}, LOADED);
    expect(screen.getByLabelText(/First name/)).toHaveValue('Ana');
    await user.type(last, 'Souza');
    expect(screen.getByText('Saving…')).toBeInTheDocument();
    await waitFor(() => expect(fake.puts).toHaveLength(1), { timeout: 3000 });
    expect(fake.puts[0]).toMatchObject({
      position_id: 7,
      base_version: 1,
      resume_id: 'r-1',
      values: { first_name: 'Ana', last_name: 'Souza' },
    });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    // Debounced: five keystrokes, one save.
    await new Promise((r) => setTimeout(r, 1200));
    expect(fake.puts).toHaveLength(1);

    // Another tab saves version 9; this tab's next save is refused and the newer answers come in.
    fake.draft = serverDraft({
      version: 9,
      values: {
        first_name: 'Other',
        last_name: 'Window',
        email: 'ana@example.com',
        jobs: [{ title: 'Chef' }],
      },
    });
    fake.put = () => fail(409, 'DRAFT_CONFLICT', 'A newer version of this draft was saved.');
    await user.type(screen.getByLabelText(/First name/), 'x');
    expect(
      await screen.findByText(
        'Your answers were changed in another window. The newest answers have been loaded.',
        {},
        { timeout: 4000 },
      ),
    ).toHaveAttribute('role', 'status');
    await waitFor(() => expect(screen.getByLabelText(/First name/)).toHaveValue('Other'));
    expect(screen.getByLabelText(/Last name/)).toHaveValue('Window');
    expect(fake.puts.at(-1)).toMatchObject({ base_version: 2 });
    expect(screen.getByLabelText(/Job title/)).toHaveValue('Chef');

    // Loading the newer draft is not a change; the next change saves over version 9, lists and all.
    fake.put = undefined;
    const conflictPuts = fake.puts.length;
    await new Promise((r) => setTimeout(r, 1200));
    expect(fake.puts).toHaveLength(conflictPuts);
    await user.type(screen.getByLabelText(/Last name/), 's');
    await waitFor(() => expect(fake.puts).toHaveLength(conflictPuts + 1), { timeout: 3000 });
    expect(fake.puts.at(-1)).toMatchObject({
      base_version: 9,
      values: { first_name: 'Other', last_name: 'Windows', jobs: [{ title: 'Chef' }] },
    });
  }, 20_000);

  it('keeps changes made offline in the browser and sends them when the connection returns', async () => {
    const user = userEvent.setup();
    const fake = server({ form: applyForm({ resumes: [RESUME] }), draft: serverDraft() });
    renderApp('/careers/apply?pid=7', candidate(), fake.fetch);
    const last = await screen.findByLabelText(/Last name/, {}, LOADED);
    onLine = false;
    act(() => {
      window.dispatchEvent(new Event('offline'));
    });
    await user.type(last, 'Souza');
    expect(await screen.findByText('Offline — your answers are kept on this device')).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 1300));
    expect(fake.puts).toHaveLength(0);
    const kept = JSON.parse(window.localStorage.getItem('portico-apply-draft:acme.example:c-1:7') ?? '{}');
    expect(kept).toMatchObject({ dirty: true, values: { last_name: 'Souza' }, versions: { '7': 1 } });

    onLine = true;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(fake.puts).toHaveLength(1));
    expect(fake.puts[0]).toMatchObject({ base_version: 1, values: { last_name: 'Souza' } });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  }, 15_000);

  it.each([
    [200, 'Deleted draft application', ''],
    [500, 'Failed to delete draft application', 'Ana'],
  ])(
    'deletes the draft at once and restores it when the server keeps it (%s)',
    async (status, message, after) => {
      const user = userEvent.setup();
      const fake = server({
        form: applyForm({ resumes: [RESUME] }),
        draft: serverDraft(),
        del: status === 200 ? undefined : () => fail(500, 'INTERNAL', 'Internal Server Error'),
      });
      renderApp('/careers/apply?pid=7', candidate(), fake.fetch);
      expect(await screen.findByLabelText(/First name/, {}, LOADED)).toHaveValue('Ana');
      await user.click(screen.getByRole('button', { name: 'Delete draft' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'Delete this draft?' });
      await user.click(within(dialog).getByRole('button', { name: 'Delete draft' }));
      expect(await screen.findByText(message, {}, LOADED)).toBeInTheDocument();
      expect(fake.deletes).toEqual([{ position_ids: [7] }]);
      if (after) expect(await screen.findByLabelText(/First name/)).toHaveValue(after);
      else expect(await screen.findByRole('heading', { name: /Resume/ })).toBeInTheDocument();
    },
  );

  it('reopens where the candidate left: the step, every answer and the resume', async () => {
    seedLocal(VISITOR_KEY, VALID, REVIEW_STEP);
    renderApp('/careers/apply?pid=7', visitor(), server().fetch);
    expect(await screen.findByRole('heading', { name: /Review and submit/ }, LOADED)).toBeInTheDocument();
    const resume = screen.getByText('Resume', { selector: 'dt' }).closest('dl');
    expect(resume).toHaveTextContent('my-cv.pdf');
    expect(screen.getByText('Souza')).toBeInTheDocument();
    // Confidential answers are shown to the candidate, labelled as kept apart.
    expect(screen.getByText('Gender (kept private)')).toBeInTheDocument();
    expect(screen.getByText('Woman')).toBeInTheDocument();
  });
});

describe('apply page: submit', () => {
  it('sends once on a double click, with the source parameters, then confirms and forgets the draft', async () => {
    const user = userEvent.setup();
    seedLocal(VISITOR_KEY, VALID, REVIEW_STEP);
    const fake = server({
      post: async () => {
        await new Promise((r) => setTimeout(r, 150));
        return json({
          data: {
            results: [
              {
                position_id: 7,
                title: 'Line Cook',
                result: 'submitted',
                application_id: 'a-1',
                message: 'ok',
              },
            ],
            account: 'pending_confirmation',
            email: 'ana@example.com',
          },
        });
      },
    });
    renderApp('/careers/apply?pid=7&utm_source=mail&ref_src=friend&query=chef', visitor(), fake.fetch);
    const submit = await screen.findByRole('button', { name: 'Submit application' }, LOADED);
    await user.dblClick(submit);
    await user.click(submit);
    expect(await screen.findByRole('heading', { name: 'Thank you for applying' }, LOADED)).toHaveFocus();
    expect(fake.posts).toHaveLength(1);
    expect(fake.posts[0]).toMatchObject({
      position_ids: [7],
      resume_id: 'r-1',
      private: null,
      source: { utm_source: 'mail', ref_src: 'friend' },
      values: VALID,
    });
    expect(screen.getByText('Application submitted')).toBeInTheDocument();
    expect(
      screen.getByText(
        'We sent a confirmation link to ana@example.com; your application is kept until you confirm',
      ),
    ).toBeInTheDocument();
    expect(window.localStorage.getItem(VISITOR_KEY)).toBeNull();
  });

  it.each([
    [409, 'ALREADY_APPLIED', 'You have already applied to this job'],
    [410, 'POSITION_CLOSED', 'This position is no longer accepting applications'],
  ])('shows a %s %s as its message, with the search instead of Submit', async (status, code, text) => {
    const user = userEvent.setup();
    seedLocal(VISITOR_KEY, VALID, REVIEW_STEP);
    const fake = server({ post: () => fail(status, code, text) });
    renderApp('/careers/apply?pid=7', visitor(), fake.fetch);
    await user.click(await screen.findByRole('button', { name: 'Submit application' }, LOADED));
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(screen.queryByRole('button', { name: 'Submit application' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Search jobs' }).length).toBeGreaterThan(0);
  });

  it('applies to a private job by its private address, with the link token on every call', async () => {
    const user = userEvent.setup();
    seedLocal(VISITOR_KEY, VALID, REVIEW_STEP);
    const fake = server({ form: applyForm({ positions: [position(7, { isPrivate: true })] }) });
    const { calls } = renderApp('/careers/apply/private?pid=7&private=k3y_T0k-en', visitor(), fake.fetch);
    await user.click(await screen.findByRole('button', { name: 'Submit application' }, LOADED));
    await screen.findByRole('heading', { name: 'Thank you for applying' }, LOADED);
    const formCall = calls.find((c) => c.url.pathname === '/api/pcsx/apply/form');
    expect(formCall?.url.searchParams.get('private')).toBe('k3y_T0k-en');
    expect(fake.posts[0]).toMatchObject({ position_ids: [7], private: 'k3y_T0k-en' });
    expect(screen.getByRole('link', { name: 'View job: Line Cook' })).toHaveAttribute(
      'href',
      '/careers/job/private?pid=7&private=k3y_T0k-en',
    );
  });

  it('shows a 422 at its field and focuses it', async () => {
    const user = userEvent.setup();
    seedLocal(VISITOR_KEY, VALID, REVIEW_STEP);
    const fake = server({
      post: () => fail(422, 'UNPROCESSABLE', 'Check your answers.', { why: 'Tell us a little more.' }),
    });
    renderApp('/careers/apply?pid=7', visitor(), fake.fetch);
    await user.click(await screen.findByRole('button', { name: 'Submit application' }, LOADED));
    const why = await screen.findByLabelText(/Why this job/);
    await waitFor(() => expect(why).toHaveFocus());
    expect(why).toHaveAccessibleDescription(/Tell us a little more\./);
    expect(screen.getByRole('alert')).toHaveTextContent('Some answers need your attention.');
  });

  it('checks the answers before sending: a missing one goes back to its field', async () => {
    const user = userEvent.setup();
    const { why: _why, ...partial } = VALID;
    seedLocal(VISITOR_KEY, partial, REVIEW_STEP);
    const fake = server();
    renderApp('/careers/apply?pid=7', visitor(), fake.fetch);
    await user.click(await screen.findByRole('button', { name: 'Submit application' }, LOADED));
    const why = await screen.findByLabelText(/Why this job/);
    await waitFor(() => expect(why).toHaveFocus());
    expect(fake.posts).toHaveLength(0);
  });
});
