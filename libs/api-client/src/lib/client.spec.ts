import { useMockAdapter } from './test-adapter';
import { ApiError, configureApiClient, formFieldOf } from './client';
import { decodeToken, isTokenExpired, login, signup } from './auth';
import { getDepartmentById, listDepartments } from './departments';

// Each test configures the client itself.
const mock = useMockAdapter(false);

function jwt(claims: object): string {
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  return `${b64({ alg: 'none' })}.${b64(claims)}.x`;
}

describe('api-client', () => {
  it('sends the bearer token and the /api base', async () => {
    configureApiClient({ getToken: () => 'tok' });
    mock.on(() => ({ status: 200, data: { department: [{ _id: 'd1', name: 'Sales' }] } }));
    await expect(listDepartments()).resolves.toEqual([{ _id: 'd1', name: 'Sales' }]);
    expect(mock.last?.baseURL).toBe('/api');
    expect(mock.last?.url).toBe('/department/listDepartment');
    expect(mock.last?.headers?.Authorization).toBe('Bearer tok');
  });

  it("rejects with ApiError carrying the server's message", async () => {
    configureApiClient({});
    mock.on(() => ({ status: 404, data: { statusCode: 404, error: 'Not Found', message: 'Department not found' } }));
    const err = await getDepartmentById('x').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 404, message: 'Department not found' });
  });

  it('carries the field the error body names, and none when it names none', async () => {
    configureApiClient({});
    mock.on(() => ({ status: 400, data: { statusCode: 400, error: 'Bad Request', message: 'Please enter a name', field: 'rooms.0.name' } }));
    await expect(getDepartmentById('x')).rejects.toMatchObject({ status: 400, message: 'Please enter a name', field: 'rooms.0.name' });
    mock.on(() => ({ status: 404, data: { statusCode: 404, error: 'Not Found', message: 'Department not found' } }));
    const err = (await getDepartmentById('x').catch((e: unknown) => e)) as ApiError;
    expect(err.field).toBeUndefined();
  });

  it("finds the form's key a failed call names, renamed where the form's differs, and none for another field", () => {
    const fields = ['code', 'hotelPick'] as const;
    expect(formFieldOf(Object.assign(new ApiError(409, 'Code taken'), { field: 'code' }), fields)).toBe('code');
    expect(formFieldOf(Object.assign(new ApiError(400, 'Hotels'), { field: 'scopeHotel' }), fields, { scopeHotel: 'hotelPick' })).toBe('hotelPick');
    expect(formFieldOf(Object.assign(new ApiError(400, 'Other'), { field: 'value' }), fields)).toBeUndefined();
    expect(formFieldOf(new ApiError(400, 'No field'), fields)).toBeUndefined();
    expect(formFieldOf(new Error('x'), fields)).toBeUndefined();
  });

  it('calls onUnauthorized on a 401, but not for the sign-in calls', async () => {
    const onUnauthorized = jest.fn();
    configureApiClient({ onUnauthorized });
    mock.on(() => ({ status: 401, data: { statusCode: 401, error: 'Unauthorized', message: 'bad' } }));
    await expect(login({ email: 'a@b.co', password: 'secret1' })).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).not.toHaveBeenCalled();
    await expect(getDepartmentById('x')).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('reads Retry-After of a 429', async () => {
    configureApiClient({});
    mock.on(() => ({ status: 429, data: { message: 'Too many attempts' }, headers: { 'retry-after': '30' } }));
    await expect(login({ email: 'a@b.co', password: 'secret1' })).rejects.toMatchObject({ status: 429, retryAfterSeconds: 30 });
  });

  it('sign-up sends encryption: true, never a stored token (a bearer would make it Create User), and answers the status', async () => {
    configureApiClient({ getToken: () => 'stale' });
    mock.on(() => ({ status: 201, data: {} }));
    await expect(signup({ email: 'a@b.co', password: 'secret1', firstName: 'A', lastName: 'B', role: 'Employee' })).resolves.toBe(201);
    expect(JSON.parse(String(mock.last?.data))).toMatchObject({ encryption: true, role: 'Employee' });
    expect(mock.last?.headers?.Authorization).toBeUndefined();
  });

  it('decodes token claims without verifying and checks expiry', () => {
    const exp = Math.floor(Date.now() / 1000) + 60;
    const token = jwt({ sub: 'u1', role: 'Department', firstName: 'Zoë', userType: 'd1', exp });
    expect(decodeToken(token)).toEqual({ sub: 'u1', role: 'Department', firstName: 'Zoë', userType: 'd1', exp });
    expect(isTokenExpired(token)).toBe(false);
    expect(isTokenExpired(token, (exp + 1) * 1000)).toBe(true);
    expect(decodeToken('garbage')).toBeNull();
    expect(isTokenExpired(null)).toBe(true);
  });
});
