import { describe, expect, it } from 'vitest';
import { checkUpload, type UploadValues } from './upload-fields.ts';

const values: UploadValues = {
  title: ' 2025 Statement ',
  documentType: 'tax_summary',
  description: '',
  taxYear: '2025',
  forAll: true,
  parentId: '',
};
const pdf = new File(['%PDF-1.7'], 'Statement.PDF', { type: 'application/pdf' });

describe('the upload’s fields', () => {
  it('sends the text fields first and the file last, trimmed as the contract says', () => {
    const checked = checkUpload(values, pdf);
    if (!checked.ok) throw new Error('refused');
    expect([...checked.form.keys()]).toEqual([
      'title',
      'documentType',
      'description',
      'taxYear',
      'isGlobal',
      'file',
    ]);
    expect(checked.form.get('title')).toBe('2025 Statement');
    expect(checked.form.get('isGlobal')).toBe('true');
  });

  it('names the parent of a document for one parent', () => {
    const checked = checkUpload({ ...values, forAll: false, parentId: '12' }, pdf);
    if (!checked.ok) throw new Error('refused');
    expect(checked.form.get('isGlobal')).toBe('false');
    expect(checked.form.get('parentId')).toBe('12');
  });

  it('asks for title, type and file with the spec’s message', () => {
    const checked = checkUpload({ ...values, title: ' ', documentType: '' }, null);
    expect(checked).toEqual({
      ok: false,
      missing: true,
      errors: {
        title: 'errors.taxFieldsRequired',
        documentType: 'errors.taxFieldsRequired',
        file: 'errors.taxFieldsRequired',
      },
    });
  });

  it('refuses a year out of range, a missing parent and a file of another kind', () => {
    const image = new File(['x'], 'photo.png', { type: 'image/png' });
    const checked = checkUpload({ ...values, taxYear: '1999', forAll: false }, image);
    expect(checked).toEqual({
      ok: false,
      missing: false,
      errors: {
        taxYear: 'errors.taxYearRange',
        parentId: 'errors.taxParentRequired',
        file: 'errors.notATaxDocumentFile',
      },
    });
  });
});
