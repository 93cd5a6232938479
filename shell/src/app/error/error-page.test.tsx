import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RouterProvider, useLocation } from '@casino/mf-shared';
import { createMemoryRouter } from '@casino/mf-shared/testing';
import { renderShell } from '../../test/render-shell';
import { ErrorPage } from './error-page';

function Where() {
  return <p data-testid="where">{useLocation().pathname}</p>;
}

function routerAt(path: string) {
  return createMemoryRouter(
    [
      {
        errorElement: <ErrorPage />,
        children: [
          { path: '/', element: <Where /> },
          {
            path: '/broken',
            loader: () => {
              throw new Error('Database is on fire');
            },
            element: <Where />,
          },
          { path: '*', element: <ErrorPage status={404} inLayout /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
}

describe('ErrorPage', () => {
  it('reads Page Not Found with the path, and goes back home', async () => {
    await renderShell(<RouterProvider router={routerAt('/nowhere/at-all')} />, { router: false });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Page Not Found');
    expect(screen.getByText('Page not found: /nowhere/at-all')).toBeInTheDocument();
    // Inside the layout the layout's <main> holds it: a named section, not a second main landmark.
    expect(screen.getByRole('region', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.queryByRole('main')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Back to home' }));
    expect(await screen.findByTestId('where')).toHaveTextContent('/');
  });

  it('reads Internal Server Error with the message for any other failure', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    await renderShell(<RouterProvider router={routerAt('/broken')} />, { router: false });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Internal Server Error');
    expect(screen.getByText('Database is on fire')).toBeInTheDocument();
    // As the root's error element it replaces the layout: the page's only main landmark.
    expect(screen.getByRole('main')).toHaveAccessibleName('Internal Server Error');
  });
});
