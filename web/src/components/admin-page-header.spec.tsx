import { screen } from '@testing-library/react';

import { renderApp } from '../../test/render-app';

import { AdminPageHeader } from './admin-page-header';

describe('AdminPageHeader', () => {
  it('[ROLE-03] heads an admin screen under a breadcrumb back to the admin home', async () => {
    renderApp(
      [{ path: '/admin/blog', element: <AdminPageHeader title="Blogs">Articles of the public blog.</AdminPageHeader> }],
      '/admin/blog',
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Blogs' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(screen.getByRole('link', { name: 'Admin' })).toHaveAttribute('href', '/admin');
    expect(breadcrumb).toHaveTextContent('Admin/Blogs');
    expect(screen.getByText('Articles of the public blog.')).toBeInTheDocument();
  });
});
