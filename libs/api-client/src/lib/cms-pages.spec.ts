import { useMockAdapter } from './test-adapter';
import { ApiError } from './client';
import {
  addFaq,
  deleteFaq,
  getFaq,
  listContactEnquiries,
  listFaqs,
  listSubscriptions,
  updateFaq,
} from './cms-pages';

const mock = useMockAdapter();

const faq = { _id: 'f1', q: 'Can I check in early?', a: '<p>Yes</p>', createdAt: '2026-01-02T03:04:05.000Z' };
const bodyOf = () => JSON.parse(String(mock.last?.data));

describe('FAQ calls', () => {
  it('listFaqs reads GET /faq/get and answers the faqs array', async () => {
    mock.on(() => ({ status: 200, data: { faqs: [faq] } }));
    await expect(listFaqs()).resolves.toEqual([faq]);
    expect(mock.last?.method).toBe('get');
    expect(mock.last?.url).toBe('/faq/get');
  });

  it('getFaq reads GET /faq/get/{id} (escaped) and answers data; a 404 rejects with the message', async () => {
    mock.on(() => ({ status: 200, data: { data: faq } }));
    await expect(getFaq('f1')).resolves.toEqual(faq);
    expect(mock.last?.url).toBe('/faq/get/f1');
    await getFaq('a/b').catch(() => undefined);
    expect(mock.last?.url).toBe('/faq/get/a%2Fb');

    mock.on(() => ({ status: 404, data: { message: 'FAQ not found' } }));
    await expect(getFaq('nope')).rejects.toMatchObject({ status: 404, message: 'FAQ not found' });
  });

  it('addFaq posts {q, a} to /faq and answers the stored FAQ', async () => {
    mock.on(() => ({ status: 201, data: { message: 'FAQ Added Successfully', data: faq } }));
    await expect(addFaq({ q: faq.q, a: faq.a })).resolves.toEqual(faq);
    expect(mock.last?.method).toBe('post');
    expect(mock.last?.url).toBe('/faq');
    expect(bodyOf()).toEqual({ q: faq.q, a: faq.a });
    expect(mock.last?.headers?.Authorization).toBe('Bearer tok');
  });

  it('addFaq rejects with the server message on a 400', async () => {
    mock.on(() => ({ status: 400, data: { message: 'Your question and answer is required' } }));
    const err = await addFaq({ q: '', a: '' }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 400, message: 'Your question and answer is required' });
  });

  it('updateFaq puts {q, a, _id} to /faq and answers the stored FAQ', async () => {
    const edited = { ...faq, q: 'Edited?' };
    mock.on(() => ({ status: 200, data: { message: 'FAQ Updated Successfully', data: edited } }));
    await expect(updateFaq({ _id: 'f1', q: 'Edited?', a: faq.a })).resolves.toEqual(edited);
    expect(mock.last?.method).toBe('put');
    expect(mock.last?.url).toBe('/faq');
    expect(bodyOf()).toEqual({ _id: 'f1', q: 'Edited?', a: faq.a });
  });

  it("deleteFaq calls DELETE /faq/{id}, resolves on data 'OK' and rejects otherwise", async () => {
    mock.on(() => ({ status: 200, data: { data: 'OK', message: 'Deleted successfully' } }));
    await expect(deleteFaq('f1')).resolves.toBe('Deleted successfully');
    expect(mock.last?.method).toBe('delete');
    expect(mock.last?.url).toBe('/faq/f1');

    mock.on(() => ({ status: 200, data: { data: 'NO', message: 'nope' } }));
    await expect(deleteFaq('f1')).rejects.toBeInstanceOf(ApiError);

    mock.on(() => ({ status: 404, data: { message: 'FAQ not found' } }));
    await expect(deleteFaq('f1')).rejects.toMatchObject({ status: 404, message: 'FAQ not found' });
  });
});

describe('read-only lists', () => {
  const pageOf = <T>(data: T[]) => ({ data, total: 23, page: 2, limit: 10 });

  it('listSubscriptions asks GET /subscription/list with page, limit and a trimmed search', async () => {
    const rows = [{ _id: 's1', email: 'a@b.co', createdAt: '2026-03-04T00:00:00.000Z' }];
    mock.on(() => ({ status: 200, data: pageOf(rows) }));
    await expect(listSubscriptions({ page: 2, search: '  a@b ' })).resolves.toEqual(pageOf(rows));
    expect(mock.last?.method).toBe('get');
    expect(mock.last?.url).toBe('/subscription/list');
    expect(mock.last?.params).toEqual({ page: 2, limit: 10, search: 'a@b' });
  });

  it('leaves a blank search out', async () => {
    mock.on(() => ({ status: 200, data: pageOf([]) }));
    await listSubscriptions({ page: 1, limit: 25, search: '   ' });
    expect(mock.last?.params).toEqual({ page: 1, limit: 25 });
  });

  it('listContactEnquiries asks GET /contact/list and rejects with ApiError on a 403', async () => {
    const rows = [
      { _id: 'c1', name: 'Ravi', email: 'r@x.co', comment: 'Help', createdAt: '2026-03-04T00:00:00.000Z' },
    ];
    mock.on(() => ({ status: 200, data: pageOf(rows) }));
    await expect(listContactEnquiries({ page: 2, search: 'Ravi' })).resolves.toEqual(pageOf(rows));
    expect(mock.last?.url).toBe('/contact/list');
    expect(mock.last?.params).toEqual({ page: 2, limit: 10, search: 'Ravi' });

    mock.on(() => ({ status: 403, data: { message: 'You do not have permission to do this' } }));
    await expect(listContactEnquiries({ page: 1 })).rejects.toMatchObject({ status: 403 });
  });
});
