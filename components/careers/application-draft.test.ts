/** @jest-environment jsdom */
import { clearDraft, readDraft, saveDraft } from './application-draft';

beforeEach(() => sessionStorage.clear());

it('keeps what was typed per job, never the file, the job id or empty fields', () => {
  saveDraft('24', {
    job_id: '24',
    first_name: 'Asha',
    email: 'asha@example.com',
    phone: '',
    resume: { name: 'cv.pdf' },
  });
  expect(readDraft('24')).toEqual({ first_name: 'Asha', email: 'asha@example.com' });
  expect(readDraft('25')).toEqual({});
  expect(sessionStorage.getItem('application-draft:24')).not.toContain('cv.pdf');
});

it('forgets the draft once sent, or once every field is empty again', () => {
  saveDraft('24', { first_name: 'Asha' });
  clearDraft('24');
  expect(readDraft('24')).toEqual({});
  saveDraft('24', { first_name: 'Asha' });
  saveDraft('24', { first_name: '' });
  expect(sessionStorage.getItem('application-draft:24')).toBeNull();
});

it('shrugs off storage that refuses or holds garbage', () => {
  sessionStorage.setItem('application-draft:24', '{not json');
  expect(readDraft('24')).toEqual({});
  const setItem = jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
    throw new DOMException('full', 'QuotaExceededError');
  });
  expect(() => saveDraft('24', { first_name: 'Asha' })).not.toThrow();
  setItem.mockRestore();
});
