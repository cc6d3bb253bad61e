import type { ReceivedFile } from '../../lib/files/upload.ts';

export const notATaxDocumentFile = 'errors.notATaxDocumentFile';

const pdf = 'application/pdf';
const docx = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const xlsx = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const doc = 'application/msword';
const xls = 'application/vnd.ms-excel';
/** Word 97–2003 and Excel 97–2003 files are both OLE compound files to a byte sniffer. */
const compoundFile = 'application/x-cfb';

/** What the byte sniffer may say of a pdf, doc, docx, xls or xlsx file. */
export const taxDocumentSniffedTypes = [pdf, docx, xlsx, doc, xls, compoundFile] as const;

/**
 * The type and extension a tax document is stored with. PDF, docx and xlsx are told apart by
 * their bytes; an old Word or Excel file only as a compound file, so its name decides which
 * of the two it is, and a compound file named otherwise (an installer, a .msg) is refused.
 */
export function taxDocumentKind(file: Pick<ReceivedFile, 'mime' | 'originalName'>) {
  const named = file.originalName.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1];
  switch (file.mime) {
    case pdf:
      return { contentType: pdf, ext: 'pdf' };
    case docx:
      return { contentType: docx, ext: 'docx' };
    case xlsx:
      return { contentType: xlsx, ext: 'xlsx' };
    case doc:
    case xls:
    case compoundFile:
      if (named === 'doc') return { contentType: doc, ext: 'doc' };
      if (named === 'xls') return { contentType: xls, ext: 'xls' };
      return null;
    default:
      return null;
  }
}

/**
 * The name a document downloads under: the uploader's, with the extension of what the file
 * really is ('statement.html' holding a PDF downloads as 'statement.pdf'), so no saved copy
 * opens as something else.
 */
export function downloadName(originalName: string, ext: string): string {
  if (originalName.toLowerCase().endsWith(`.${ext}`)) return originalName;
  // Kept to 255 characters in all, like every stored name.
  const base = (originalName.replace(/\.[^.]*$/, '') || 'document').slice(0, 254 - ext.length);
  return `${base}.${ext}`;
}
