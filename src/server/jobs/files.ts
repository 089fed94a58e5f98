import path from 'node:path';
import type { FileType } from '../store/types.js';

/** Where a job's files live: `<data dir>/jobs/<id>/input<ext>` and `output<ext>`. */
export const jobDir = (dataDir: string, id: string) => path.join(dataDir, 'jobs', id);
export const inputPath = (dataDir: string, id: string, ext: string) => path.join(jobDir(dataDir, id), `input${ext}`);
export const outputPath = (dataDir: string, id: string, ext: string) => path.join(jobDir(dataDir, id), `output${ext}`);

export interface FileTypeInfo {
  /** The extension used when the upload's own name has none of the handler's. */
  extension: string;
  /** Extensions the upload's name may keep (the handler treats them alike or by name: .tsv). */
  extensions: readonly string[];
  contentType: string;
  /** How the type is named in messages. */
  label: string;
}

export const FILE_TYPE_INFO: Record<FileType, FileTypeInfo> = {
  pdf: { extension: '.pdf', extensions: ['.pdf'], contentType: 'application/pdf', label: 'a PDF document' },
  docx: {
    extension: '.docx',
    extensions: ['.docx', '.docm', '.dotx', '.dotm'],
    contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    label: 'a Word document (.docx)',
  },
  csv: { extension: '.csv', extensions: ['.csv', '.tsv', '.tab'], contentType: 'text/csv; charset=utf-8', label: 'a CSV file' },
  excel: {
    extension: '.xlsx',
    extensions: ['.xlsx', '.xlsm', '.xltx', '.xltm'],
    contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    label: 'an Excel workbook (.xlsx)',
  },
};

/** The upload's name without folders or control characters, at most 200 characters. */
export function cleanFilename(name: string | undefined, fallback: string): string {
  // eslint-disable-next-line no-control-regex
  const base = path.basename((name ?? '').replace(/\\/g, '/')).replace(/[\u0000-\u001f\u007f]/g, '').trim().slice(0, 200);
  return base && base !== '.' && base !== '..' ? base : fallback;
}
