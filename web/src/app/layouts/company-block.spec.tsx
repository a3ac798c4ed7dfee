import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';

import { ApiError, apiRequest } from '@/lib/rest-client';

import { CompanyBlock } from './company-block';

jest.mock('@/lib/rest-client', () => {
  const actual = jest.requireActual<typeof import('@/lib/rest-client')>('@/lib/rest-client');
  return { ...actual, apiRequest: jest.fn() };
});

const request = jest.mocked(apiRequest);

function renderBlock() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <CompanyBlock />
    </QueryClientProvider>,
  );
}

function answer(data: { name: string; logoUrl: string | null }) {
  request.mockResolvedValue({ success: true, data: { id: 'c1', ...data } });
}

describe('CompanyBlock', () => {
  beforeEach(() => request.mockReset());

  it('[NAV-05] shows Loading... while the company is requested from /companies/current', () => {
    request.mockReturnValue(new Promise(() => undefined));
    renderBlock();
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(request).toHaveBeenCalledWith('/companies/current', expect.anything());
  });

  it('[NAV-05] shows the company logo with the company name as its alt text', async () => {
    answer({ name: 'Acme Lettings', logoUrl: 'https://cdn.example.com/acme.png' });
    renderBlock();
    const logo = await screen.findByRole('img', { name: 'Acme Lettings' });
    expect(logo).toHaveAttribute('src', 'https://cdn.example.com/acme.png');
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('[NAV-05] falls back to the company name when the logo fails to load', async () => {
    answer({ name: 'Acme Lettings', logoUrl: 'https://cdn.example.com/broken.png' });
    renderBlock();
    fireEvent.error(await screen.findByRole('img', { name: 'Acme Lettings' }));
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('Acme Lettings')).toBeInTheDocument();
  });

  it('[NAV-05] shows the company name when there is no logo', async () => {
    answer({ name: 'Acme Lettings', logoUrl: null });
    renderBlock();
    expect(await screen.findByText('Acme Lettings')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('[NAV-05] shows the word Company when the request fails', async () => {
    request.mockRejectedValue(new ApiError(500, 'HTTP_500', 'boom'));
    renderBlock();
    expect(await screen.findByText('Company')).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('[NAV-05] shows the word Company when the name is empty', async () => {
    answer({ name: '', logoUrl: null });
    renderBlock();
    expect(await screen.findByText('Company')).toBeInTheDocument();
  });
});
