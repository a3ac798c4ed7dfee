import { useParams } from 'react-router-dom';

import { BlogPostEditorScreen } from '@/features/blog-posts/components/blog-post-editor-screen';

export function AdminBlogEditRoute() {
  const { id = '' } = useParams();
  return (
    <div className="mx-auto max-w-7xl">
      {/* Keyed by id: a newly created post, or another post, starts its editor fresh. */}
      <BlogPostEditorScreen key={id} id={id} />
    </div>
  );
}
