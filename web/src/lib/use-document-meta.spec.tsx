import { render } from '@testing-library/react';
import { useEffect } from 'react';
import type { ReactNode } from 'react';

import { useDocumentMeta } from './use-document-meta';
import type { DocumentMeta } from './use-document-meta';

function meta(selector: string): string | null {
  return document.head.querySelector(`meta[${selector}]`)?.getAttribute('content') ?? null;
}

function Screen({ value }: { value: DocumentMeta | null }) {
  useDocumentMeta(value);
  return null;
}

const post: DocumentMeta = {
  title: 'Deposits | Letting Platform',
  ogTitle: 'Deposits',
  description: 'Protect it within 30 days.',
  ogType: 'article',
  url: '/blog/deposits',
  image: '/uploads/cover.jpg',
};

beforeEach(() => {
  document.head.innerHTML = '<meta name="description" content="Site description">';
  document.title = 'Site';
});

describe('useDocumentMeta', () => {
  it('sets the title, meta description and Open Graph tags, with absolute URLs', async () => {
    render(<Screen value={post} />);
    await Promise.resolve();
    expect(document.title).toBe('Deposits | Letting Platform');
    expect(meta('name="description"')).toBe('Protect it within 30 days.');
    expect(meta('property="og:title"')).toBe('Deposits');
    expect(meta('property="og:description"')).toBe('Protect it within 30 days.');
    expect(meta('property="og:type"')).toBe('article');
    expect(meta('property="og:url"')).toBe(`${window.location.origin}/blog/deposits`);
    expect(meta('property="og:image"')).toBe(`${window.location.origin}/uploads/cover.jpg`);
  });

  it('adds no og:image without an image, and og:title defaults to the title', () => {
    render(<Screen value={{ title: 'Blog | Letting Platform', description: 'All posts' }} />);
    expect(meta('property="og:image"')).toBeNull();
    expect(meta('property="og:title"')).toBe('Blog | Letting Platform');
    expect(meta('property="og:type"')).toBe('website');
  });

  it('puts the head back as it was when the screen goes away', () => {
    const view = render(<Screen value={post} />);
    view.unmount();
    expect(document.title).toBe('Site');
    expect(meta('name="description"')).toBe('Site description');
    expect(document.head.querySelector('meta[property^="og:"]')).toBeNull();
  });

  it('does nothing while there is no meta yet (data still loading)', () => {
    render(<Screen value={null} />);
    expect(document.title).toBe('Site');
    expect(document.head.querySelector('meta[property^="og:"]')).toBeNull();
  });

  it("keeps the screen's title when a parent layout names the page from its path in the same commit", async () => {
    function Layout({ children }: { children: ReactNode }) {
      useEffect(() => {
        document.title = 'Deposits from path | Letting Platform';
      }, []);
      return children;
    }
    render(
      <Layout>
        <Screen value={post} />
      </Layout>,
    );
    await Promise.resolve();
    expect(document.title).toBe('Deposits | Letting Platform');
  });
});
