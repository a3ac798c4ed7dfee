import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { installFakeFetch } from '../../../test/fake-fetch';
import { renderApp } from '../../../test/render-app';

import { AdminOverview } from './admin-overview';

const OVERVIEW = 'GET /api/admin/overview';
const COUNTS = {
  newContactSubmissions: 3,
  openSupportConversations: 0,
  newBugReports: 1,
  draftBlogPosts: 1,
  publishedBlogPosts: 4,
  knowledgeBaseArticles: 18,
  users: 9,
};

const renderOverview = () => renderApp([{ path: '/admin', element: <AdminOverview /> }], '/admin');

describe('AdminOverview', () => {
  it('links every staff area with what waits in it', async () => {
    installFakeFetch({ [OVERVIEW]: { body: { success: true, data: COUNTS } } });
    renderOverview();

    await screen.findByText('3 new');
    const contact = screen.getByRole('link', { name: /Contact submissions/ });
    expect(contact).toHaveAttribute('href', '/admin/contact-submissions');
    expect(within(contact).getByText('3 new')).toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: /Support conversations/ })).getByText('0 open')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Bug reports/ })).toHaveAttribute('href', '/admin/bug-reports');
    expect(within(screen.getByRole('link', { name: /Blogs/ })).getByText('1 draft · 4 published')).toBeInTheDocument();
    const kb = screen.getByRole('link', { name: /Sales-bot knowledge base/ });
    expect(kb).toHaveAttribute('href', '/admin/knowledge-base');
    expect(within(kb).getByText('18 articles')).toBeInTheDocument();
    expect(within(screen.getByRole('link', { name: /User Management/ })).getByText('9 users')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /System Settings/ })).toHaveAttribute('href', '/admin/system');
  });

  it('shows the error with a retry that asks again', async () => {
    let calls = 0;
    installFakeFetch({
      [OVERVIEW]: () => {
        calls += 1;
        return calls === 1
          ? { status: 403, body: { success: false, statusCode: 403, code: 'FORBIDDEN', message: 'Admins only' } }
          : { body: { success: true, data: COUNTS } };
      },
    });
    renderOverview();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the admin overview');
    expect(alert).toHaveTextContent('Admins only');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('3 new')).toBeInTheDocument();
  });
});
