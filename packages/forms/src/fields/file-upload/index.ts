import type { FieldComponents, FieldRegistry } from '../../react/registry-context.js';
import { FileUploadEdit, FileUploadView } from './file-upload-field.js';

const fileUpload: FieldComponents = { Edit: FileUploadEdit, View: FileUploadView };

/** file_upload and fileUpload are two names for the same field. */
export const fileUploadEntries = { file_upload: fileUpload, fileUpload } satisfies Partial<FieldRegistry>;
