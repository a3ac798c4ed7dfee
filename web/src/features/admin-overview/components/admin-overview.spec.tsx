import { MockedProvider } from '@apollo/client/testing/react';
import type { MockLink } from '@apollo/client/testing';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';

import { AdminOverviewDocument } from '../api/admin-overview.generated';
import { AdminOverview } from './admin-overview';

const COUNTS = {
  __typename: 'AdminOverview',
  newContactSubmissions: 3,
  openSupportConversations: 0,
  newBugReports: 1,
  draftBlogPosts: 1,
  publishedBlogPosts: 4,
  knowledgeBaseArticles: 18,
  users: 9,
};
const answered: MockLink.MockedResponse = {
  request: { query: AdminOverviewDocument },
  result: { data: { adminOverview: COUNTS } },
};

function renderOverview(mocks: MockLink.MockedResponse[]) {
  render(
    <MockedProvider mocks={mocks}>
      <MemoryRouter initialEntries={['/admin']}>
        <AdminOverview />
      </MemoryRouter>
    </MockedProvider>,
  );
}

describe('AdminOverview', () => {
  it('links every staff area with what waits in it', async () => {
    renderOverview([answered]);

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
    renderOverview([
      {
        request: { query: AdminOverviewDocument },
        result: { data: null, errors: [{ message: 'Admins only', extensions: { code: 'FORBIDDEN' } }] },
      },
      answered,
    ]);

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the admin overview');
    expect(alert).toHaveTextContent('Admins only');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('3 new')).toBeInTheDocument();
  });
});
