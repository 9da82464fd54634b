import { useMockAdapter } from './test-adapter';
import { ApiError } from './client';
import { addDepartment, listDepartments, removeDepartment, updateDepartment } from './departments';

const mock = useMockAdapter();

const body = () => JSON.parse(String(mock.last?.data ?? '{}'));

describe('department calls', () => {
  it('listDepartments sends the name alone, or the name and status, and answers the list', async () => {
    mock.on(() => ({ status: 200, data: { department: [{ _id: 'd1', name: 'IT', ticketCount: 2 }] } }));
    await expect(listDepartments({ name: ' it ', status: 'Pending' })).resolves.toEqual([{ _id: 'd1', name: 'IT', ticketCount: 2 }]);
    expect(mock.last?.url).toBe('/department/listDepartment');
    expect(body()).toEqual({ name: 'it', status: 'Pending' });

    await listDepartments('Sales');
    expect(body()).toEqual({ name: 'Sales' });
    await listDepartments({ name: '  ' });
    expect(body()).toEqual({});
    await listDepartments();
    expect(body()).toEqual({});
  });

  it('addDepartment posts the name and answers message and department', async () => {
    mock.on(() => ({ status: 200, data: { message: 'Department Added Successfully', data: { _id: 'd2', name: 'HR' } } }));
    await expect(addDepartment({ name: 'HR' })).resolves.toEqual({
      message: 'Department Added Successfully',
      data: { _id: 'd2', name: 'HR' },
    });
    expect(mock.last?.method).toBe('post');
    expect(mock.last?.url).toBe('/department/addDepartment');
    expect(body()).toEqual({ name: 'HR' });
  });

  it('addDepartment throws the 409 message', async () => {
    mock.on(() => ({ status: 409, data: { statusCode: 409, error: 'Conflict', message: 'A department with this name already exists' } }));
    await expect(addDepartment({ name: 'HR' })).rejects.toEqual(new ApiError(409, 'A department with this name already exists'));
  });

  it('updateDepartment puts name and departmentId', async () => {
    mock.on(() => ({ status: 200, data: { message: 'Department Updated Successfully' } }));
    await expect(updateDepartment({ name: 'Ops', departmentId: 'd1' })).resolves.toEqual({ message: 'Department Updated Successfully' });
    expect(mock.last?.method).toBe('put');
    expect(mock.last?.url).toBe('/department/update-department');
    expect(body()).toEqual({ name: 'Ops', departmentId: 'd1' });
  });

  it('removeDepartment puts to the id path', async () => {
    mock.on(() => ({ status: 200, data: { data: 'OK', message: 'Department Deleted Successfully' } }));
    await expect(removeDepartment('d/1')).resolves.toEqual({ data: 'OK', message: 'Department Deleted Successfully' });
    expect(mock.last?.method).toBe('put');
    expect(mock.last?.url).toBe('/department/removeDepartment/d%2F1');
  });
});
