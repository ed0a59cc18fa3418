import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { FormItem } from '../../core/definition.js';
import { definitionOf, renderForm } from '../../test/render-form.js';

function upload(extra: Partial<FormItem> = {}): FormItem {
  return { name: 'resume', label: 'Resume', type: 'file_upload', ...extra };
}

function pdf(name: string, content: BlobPart = 'hello', lastModified = 1_700_000_000_000) {
  return new File([content], name, { type: 'application/pdf', lastModified });
}

const fileNames = () =>
  within(screen.getByRole('list', { name: 'Chosen files' }))
    .getAllByRole('listitem')
    .map((li) => li.querySelector('span')?.textContent);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('file upload field', () => {
  it('reads a chosen file into the stored shape (base64 without the data: prefix)', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderForm(definitionOf(upload({ required: true })), { onSubmit });
    const input = screen.getByLabelText(/Resume/);
    expect(input).toHaveAttribute('type', 'file');
    expect(input).not.toHaveAttribute('multiple');
    expect(input).toHaveAttribute('accept', '.doc,.docx,.pdf,.txt,.png,.jpg,.jpeg');
    expect(screen.getByText('Choose a file')).toBeInTheDocument();
    expect(screen.getByText('or drag it here')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(
      'Choose a file or drag it here Accepted file types: .doc, .docx, .pdf, .txt, .png, .jpg, .jpeg',
    );

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Resume is required')).toBeInTheDocument();
    expect(input).toHaveFocus();

    await user.upload(input, pdf('cv.pdf'));
    expect(await screen.findByRole('button', { name: 'Remove cv.pdf' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Resume is required')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      resume: [
        {
          uid: expect.any(String),
          name: 'cv.pdf',
          size: 5,
          type: 'application/pdf',
          lastModified: 1_700_000_000_000,
          webkitRelativePath: '',
          content: 'aGVsbG8=',
          status: 'done',
        },
      ],
    });
  });

  it('replaces the file when only one is allowed', async () => {
    const user = userEvent.setup();
    await renderForm(definitionOf(upload()));
    const input = screen.getByLabelText('Resume');
    await user.upload(input, pdf('first.pdf'));
    await screen.findByRole('button', { name: 'Remove first.pdf' });
    await user.upload(input, pdf('second.pdf'));
    await screen.findByRole('button', { name: 'Remove second.pdf' });
    expect(fileNames()).toEqual(['second.pdf']);
  });

  it('takes several files when maxLength allows, removes them and keeps focus in the list', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderForm(definitionOf(upload({ rules: [{ type: 'maxLength', value: 2 }] })), { onSubmit });
    const input = screen.getByLabelText('Resume');
    expect(input).toHaveAttribute('multiple');
    expect(screen.getByText('Choose files')).toBeInTheDocument();
    expect(screen.getByText('or drag them here')).toBeInTheDocument();
    await user.upload(input, [pdf('a.pdf'), pdf('b.pdf')]);
    await screen.findByRole('button', { name: 'Remove b.pdf' });
    await user.upload(input, pdf('c.pdf'));
    await screen.findByRole('button', { name: 'Remove c.pdf' });
    expect(fileNames()).toEqual(['a.pdf', 'b.pdf', 'c.pdf']);
    expect(await screen.findByText('Upload no more than 2 files.')).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');

    await user.click(screen.getByRole('button', { name: 'Remove b.pdf' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove c.pdf' })).toHaveFocus());
    await waitFor(() => expect(screen.queryByText('Upload no more than 2 files.')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Remove c.pdf' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove a.pdf' })).toHaveFocus());
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
    expect(onSubmit.mock.calls[0]?.[0].resume.map((f: { name: string }) => f.name)).toEqual(['a.pdf']);
  });

  it('names too-large files from the maxFileSizeMB rule as soon as they are added', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderForm(
      definitionOf(
        upload({
          rules: [
            { type: 'maxLength', value: 5 },
            { type: 'maxFileSizeMB', value: 1 },
          ],
        }),
      ),
      { onSubmit },
    );
    const input = screen.getByLabelText('Resume');
    await user.upload(input, [pdf('small.pdf'), pdf('big.pdf', new Uint8Array(1_048_577))]);
    expect(await screen.findByText('This file is larger than 1 MB: big.pdf.')).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription(
      expect.stringContaining('This file is larger than 1 MB: big.pdf.'),
    );
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Remove big.pdf' }));
    await waitFor(() => expect(screen.queryByText(/larger than 1 MB/)).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  });

  it('leaves out dropped files of a type not accepted and says so', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    await renderForm(
      definitionOf(
        upload({
          rules: [{ type: 'maxLength', value: 3 }],
          fileUploadOptions: { allowedTypes: ['.pdf', 'image/*'] },
        }),
      ),
      { onSubmit },
    );
    const input = screen.getByLabelText('Resume');
    expect(input).toHaveAttribute('accept', '.pdf,image/*');
    expect(screen.getByText('Accepted file types: .pdf, image/*')).toBeInTheDocument();
    const zone = input.parentElement as HTMLElement;
    const files = [
      new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }),
      new File(['png'], 'photo.PNG', { type: 'image/png' }),
      pdf('cv.pdf'),
    ];
    fireEvent.dragEnter(zone, { dataTransfer: { types: ['Files'], files: [] } });
    expect(zone).toHaveAttribute('data-dragging', 'true');
    fireEvent.drop(zone, { dataTransfer: { types: ['Files'], files } });
    expect(zone).not.toHaveAttribute('data-dragging');
    expect(await screen.findByText('setup.exe is not an accepted file type.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('setup.exe is not an accepted file type.');
    await screen.findByRole('button', { name: 'Remove cv.pdf' });
    expect(fileNames()).toEqual(['photo.PNG', 'cv.pdf']);

    // Through the picker too, when its own filter is bypassed.
    const picker = userEvent.setup({ applyAccept: false });
    await picker.upload(input, new File(['x'], 'notes.txt', { type: 'text/plain' }));
    expect(await screen.findByText('notes.txt is not an accepted file type.')).toBeInTheDocument();
    expect(screen.queryByText('setup.exe is not an accepted file type.')).not.toBeInTheDocument();
    expect(fileNames()).toEqual(['photo.PNG', 'cv.pdf']);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalled());
  });

  it('says "File could not be uploaded" for a file that cannot be read and does not add it', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    vi.spyOn(FileReader.prototype, 'readAsDataURL').mockImplementation(function (this: FileReader) {
      setTimeout(() => this.dispatchEvent(new ProgressEvent('error')));
    });
    await renderForm(definitionOf(upload()), { onSubmit });
    await user.upload(screen.getByLabelText('Resume'), pdf('broken.pdf'));
    expect(await screen.findByText('File could not be uploaded')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('broken.pdf File could not be uploaded');
    expect(screen.queryByRole('list', { name: 'Chosen files' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({}));
  });

  it('takes its texts from fileUploadOptions.texts and its size from uploadSize (fileUpload alias)', async () => {
    const user = userEvent.setup();
    await renderForm(
      definitionOf(
        upload({
          type: 'fileUpload',
          fileUploadOptions: {
            uploadSize: 'small',
            texts: { chooseOne: 'Pick your CV', dropOne: 'or drop it', remove: 'Take away {{name}}' },
          },
        }),
      ),
    );
    expect(screen.getByText('Pick your CV')).toBeInTheDocument();
    expect(screen.getByText('or drop it')).toBeInTheDocument();
    expect(screen.getByLabelText('Resume').parentElement).toHaveClass('small');
    await user.upload(screen.getByLabelText('Resume'), pdf('cv.pdf'));
    expect(await screen.findByRole('button', { name: 'Take away cv.pdf' })).toBeInTheDocument();
  });

  it('lists file names in read-only mode, linking those with a safe preview url', async () => {
    const file = {
      uid: '1',
      name: 'cv.pdf',
      size: 5,
      type: 'application/pdf',
      lastModified: 0,
      webkitRelativePath: '',
      content: '',
      status: 'done',
    };
    await renderForm(
      definitionOf(
        upload(),
        upload({ name: 'other', label: 'Other', type: 'fileUpload' }),
        upload({ name: 'none', label: 'None' }),
      ),
      {
        mode: 'readonly',
        initialValues: {
          resume: [
            { ...file, previewUrl: 'https://files.example.com/cv.pdf' },
            { ...file, uid: '2', name: 'letter.pdf' },
          ],
          other: [{ ...file, uid: '3', name: 'evil.pdf', previewUrl: 'javascript:alert(1)' }],
        },
      },
    );
    const link = screen.getByRole('link', { name: 'cv.pdf' });
    expect(link).toHaveAttribute('href', 'https://files.example.com/cv.pdf');
    expect(link).toHaveAttribute('download', 'cv.pdf');
    expect(screen.getByText('letter.pdf')).toBeInTheDocument();
    expect(screen.getByText('evil.pdf')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'evil.pdf' })).not.toBeInTheDocument();
    expect(screen.getByText('Not provided')).toBeInTheDocument();
    expect(document.querySelector('input[type="file"]')).toBeNull();
  });
});
