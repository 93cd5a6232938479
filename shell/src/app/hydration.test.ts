import { isRouteErrorResponse } from '@casino/mf-shared';
import { hydrationDataOf } from './hydration';

describe('hydrationDataOf', () => {
  const ssr = { device: 'desktop' as const, loaderData: { root: null } };

  it("is the server's loader data", () => {
    expect(hydrationDataOf(ssr, false)).toEqual({ loaderData: { root: null } });
  });

  it("carries an unknown path's 404 as the root route's error, which the error page reads as such", () => {
    const data = hydrationDataOf(ssr, true);
    expect(data.loaderData).toEqual({ root: null });
    const error = data.errors?.root;
    expect(isRouteErrorResponse(error)).toBe(true);
    expect(error).toMatchObject({ status: 404 });
  });
});
