import { useMockAdapter } from './test-adapter';
import { ApiError } from './client';
import {
  createChain,
  createManager,
  deleteChain,
  deleteManager,
  listChains,
  listExpediaReports,
  listManagers,
  setExpediaReportStatus,
  updateChain,
  updateManager,
} from './chains';

const mock = useMockAdapter();

describe('chains calls', () => {
  it('lists, creates, updates and deletes chains', async () => {
    mock.on(() => ({ status: 200, data: { data: [] } }));
    await expect(listChains()).resolves.toEqual([]);
    expect(mock.last?.method).toBe('post');
    expect(mock.last?.url).toBe('/admin/commission/list');

    mock.on(() => ({ status: 201, data: { message: 'Added Successfully', data: { _id: 'c1' } } }));
    await expect(createChain({ clientTypeName: 'Accor' })).resolves.toEqual({ message: 'Added Successfully', data: { _id: 'c1' } });
    expect(mock.last?.url).toBe('/admin/commission');
    expect(JSON.parse(String(mock.last?.data))).toEqual({ clientTypeName: 'Accor' });

    await updateChain({ id: 'c1', clientTypeName: 'Accor' });
    expect(mock.last?.method).toBe('put');

    mock.on(() => ({ status: 200, data: { message: 'Deleted successfully' } }));
    await deleteChain('A/B chain');
    expect(mock.last?.method).toBe('delete');
    expect(mock.last?.url).toBe('/admin/commission/A%2FB%20chain');
  });

  it('carries the server message of a 409', async () => {
    mock.on(() => ({ status: 409, data: { message: 'still has hotels' } }));
    await expect(deleteChain('Accor')).rejects.toEqual(new ApiError(409, 'still has hotels'));
  });

  it('calls the managers and reports paths', async () => {
    mock.on(() => ({ status: 200, data: { data: [], message: 'ok' } }));
    await listManagers();
    expect(mock.last?.url).toBe('/user/employeeList');
    await createManager({ firstName: 'Ann' });
    expect(mock.last?.url).toBe('/user/createManager');
    await updateManager({ _id: 'm1' });
    expect([mock.last?.method, mock.last?.url]).toEqual(['put', '/user/UpdateManager']);
    await deleteManager('m1');
    expect([mock.last?.method, mock.last?.url]).toEqual(['delete', '/user/removeManager/m1']);
    await listExpediaReports();
    expect([mock.last?.method, mock.last?.url]).toEqual(['get', '/report']);
    await setExpediaReportStatus('r1', 'SOLVED');
    expect([mock.last?.method, mock.last?.url]).toEqual(['put', '/report/r1']);
    expect(JSON.parse(String(mock.last?.data))).toEqual({ status: 'SOLVED' });
  });
});
