import { ArrowLeftIcon, ExternalLinkIcon } from 'lucide-react';
import { useState } from 'react';
import type { FormEvent, KeyboardEvent } from 'react';
import { Link, useNavigate } from 'react-router-dom';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useToast } from '@/components/ui/toast-context';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';

import type { AdminBlogPost, BlogPostInput } from '../api/admin-blog-posts';
import { useBlogPostMutations } from '../hooks/use-blog-post-mutations';
import { useUnsavedChangesGuard } from '../hooks/use-unsaved-changes-guard';
import { fieldErrorsOf, isStaleVersion, type FieldErrors, type PostField } from '../lib/field-errors';
import { BlogPostHistory } from './blog-post-history';
import { BlogPostStatusBadge } from './blog-post-status-badge';
import { CoverImageField } from './cover-image-field';
import { MarkdownField } from './markdown-field';
import { TEXTAREA_CLASSES } from './textarea-classes';

interface Draft {
  title: string;
  slug: string;
  description: string;
  bodyMarkdown: string;
  coverImageUrl: string | null;
}

const DESCRIPTION_MAX = 300;
const EMPTY: Draft = { title: '', slug: '', description: '', bodyMarkdown: '', coverImageUrl: null };
const FIELDS: readonly PostField[] = ['title', 'slug', 'description', 'bodyMarkdown', 'coverImageUrl'];

const draftOf = (post: AdminBlogPost | null): Draft =>
  post
    ? {
        title: post.title,
        slug: post.slug,
        description: post.description,
        bodyMarkdown: post.bodyMarkdown,
        coverImageUrl: post.coverImageUrl,
      }
    : EMPTY;

/** The fields of `draft` that differ from the saved post (every filled field for a new one). */
function changesOf(draft: Draft, saved: AdminBlogPost | null): Partial<BlogPostInput> {
  const base = draftOf(saved);
  const changes: Partial<BlogPostInput> = {};
  for (const field of FIELDS) {
    if (draft[field] === base[field]) continue;
    if (field === 'coverImageUrl') changes.coverImageUrl = draft.coverImageUrl;
    else changes[field] = draft[field];
  }
  return changes;
}

export interface BlogPostEditorProps {
  /** Null for a new post. */
  post: AdminBlogPost | null;
  /** Reads the post again and starts the editor afresh from it (after a 409 conflict). */
  onReload: () => void;
}

/** Writes a post: fields, Markdown with preview, cover, save, publish, delete, history. */
export function BlogPostEditor({ post, onReload }: BlogPostEditorProps) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const mutations = useBlogPostMutations();
  // The version this editor loaded or last saved; a newer one on the server is someone else's (409).
  const [saved, setSaved] = useState<AdminBlogPost | null>(post);
  const [draft, setDraft] = useState<Draft>(() => draftOf(post));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [conflict, setConflict] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  const changes = changesOf(draft, saved);
  const dirty = Object.keys(changes).length > 0;
  const { blocker, allowNext } = useUnsavedChangesGuard(dirty);
  const busy =
    mutations.create.isPending ||
    mutations.update.isPending ||
    mutations.setPublished.isPending ||
    mutations.remove.isPending;

  function edit<K extends keyof Draft>(field: K, value: Draft[K]) {
    setDraft((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  }

  function fail(error: unknown, action: string) {
    if (isStaleVersion(error)) {
      setConflict(true);
      return;
    }
    const fieldErrors = fieldErrorsOf(error);
    setErrors(fieldErrors);
    const message = error instanceof Error ? error.message : `Could not ${action}`;
    setFormError(Object.keys(fieldErrors).length > 0 ? 'Please correct the fields marked below.' : message);
    toast({ title: `Could not ${action}`, description: message, variant: 'destructive' });
  }

  /** Saves the draft (creates the post when new); the saved post, or null when it failed. */
  async function save(): Promise<AdminBlogPost | null> {
    setErrors({});
    setFormError(null);
    if (saved && !dirty) return saved;
    try {
      let result: AdminBlogPost;
      if (saved) {
        result = await mutations.update.mutateAsync({ id: saved.id, changes, version: saved.version });
      } else {
        const slug = draft.slug.trim();
        result = await mutations.create.mutateAsync({
          title: draft.title,
          ...(slug ? { slug } : {}),
          description: draft.description,
          bodyMarkdown: draft.bodyMarkdown,
          coverImageUrl: draft.coverImageUrl,
        });
      }
      setSaved(result);
      setDraft(draftOf(result));
      return result;
    } catch (error) {
      fail(error, 'save the post');
      return null;
    }
  }

  /** A new post moves to its own address once it exists, so a reload finds it. */
  function showCreated(created: AdminBlogPost) {
    allowNext();
    void navigate(paths.adminBlogEdit(created.id), { replace: true });
  }

  async function onSave(event?: FormEvent) {
    event?.preventDefault();
    if (busy) return;
    const wasNew = !saved;
    const result = await save();
    if (!result) return;
    toast({ title: 'Saved', description: `“${result.title}” is saved.`, variant: 'success' });
    if (wasNew) showCreated(result);
  }

  async function onPublish(publish: boolean) {
    if (busy) return;
    const wasNew = !saved;
    const current = publish ? await save() : saved;
    if (!current) return;
    try {
      const result = await mutations.setPublished.mutateAsync({ id: current.id, publish, version: current.version });
      setSaved(result);
      toast({
        title: publish ? 'Published' : 'Unpublished',
        description: publish ? `“${result.title}” is live on the blog.` : `“${result.title}” is a draft again.`,
        variant: 'success',
      });
      if (wasNew) showCreated(result);
    } catch (error) {
      fail(error, publish ? 'publish the post' : 'unpublish the post');
      if (wasNew) showCreated(current);
    }
  }

  async function onDelete() {
    if (!saved) return;
    try {
      await mutations.remove.mutateAsync(saved.id);
      setConfirmingDelete(false);
      toast({ title: 'Deleted', description: `“${saved.title}” was deleted.`, variant: 'success' });
      allowNext();
      void navigate(paths.adminBlog);
    } catch (error) {
      setConfirmingDelete(false);
      fail(error, 'delete the post');
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
      event.preventDefault();
      void onSave();
    }
  }

  const described = (field: PostField, hint?: boolean) =>
    errors[field] ? `post-${field}-error` : hint ? `post-${field}-hint` : undefined;
  const fieldError = (field: PostField) =>
    errors[field] ? (
      <p id={`post-${field}-error`} className="text-sm text-red-700">
        {errors[field]}
      </p>
    ) : null;

  const published = saved?.status === 'published';

  return (
    <form noValidate onSubmit={(event) => void onSave(event)} onKeyDown={onKeyDown} className="space-y-6">
      <div className="space-y-3">
        <Link
          to={paths.adminBlog}
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
        >
          <ArrowLeftIcon aria-hidden="true" className="size-4" />
          All posts
        </Link>
        <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
          <div className="min-w-0 flex-1">
            <h1 className="text-2xl font-bold break-words text-slate-900">{saved ? saved.title : 'New post'}</h1>
            <div className="mt-1 flex flex-wrap items-center gap-2 text-sm text-slate-600">
              <BlogPostStatusBadge status={saved?.status ?? 'draft'} />
              {dirty ? (
                <span role="status" className="text-amber-700">
                  Unsaved changes
                </span>
              ) : saved ? (
                <span>All changes saved</span>
              ) : null}
              {published && saved ? (
                <a
                  href={paths.blogPost(saved.slug)}
                  target="_blank"
                  rel="noopener"
                  className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline"
                >
                  View on the blog
                  <ExternalLinkIcon aria-hidden="true" className="size-3.5" />
                  <span className="sr-only">(opens in a new tab)</span>
                </a>
              ) : null}
            </div>
          </div>
          <div className="flex shrink-0 flex-wrap gap-2">
            <Button type="submit" disabled={busy} aria-keyshortcuts="Control+S">
              {mutations.create.isPending || mutations.update.isPending ? 'Saving…' : 'Save'}
            </Button>
            {published ? (
              <Button variant="secondary" disabled={busy} onClick={() => void onPublish(false)}>
                Unpublish
              </Button>
            ) : (
              <Button variant="secondary" disabled={busy} onClick={() => void onPublish(true)}>
                {dirty ? 'Save and publish' : 'Publish'}
              </Button>
            )}
            {saved ? (
              <Button
                variant="ghost"
                className="text-red-700 hover:bg-red-50"
                disabled={busy}
                onClick={() => setConfirmingDelete(true)}
              >
                Delete
              </Button>
            ) : null}
          </div>
        </div>
      </div>

      {conflict ? (
        <div role="alert" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
          <p className="font-semibold">Someone else changed this post while you were editing it.</p>
          <p className="mt-1">
            Reload the post to see the latest version, then make your changes again. Copy anything you want to keep
            first: reloading discards your unsaved edits.
          </p>
          <Button
            variant="secondary"
            className="mt-3"
            onClick={() => {
              allowNext();
              onReload();
            }}
          >
            Reload post
          </Button>
        </div>
      ) : formError ? (
        <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          {formError}
        </p>
      ) : null}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-5">
          <div className="space-y-1">
            <Label htmlFor="post-title">Title</Label>
            <Input
              id="post-title"
              value={draft.title}
              maxLength={200}
              aria-invalid={errors.title ? true : undefined}
              aria-describedby={described('title')}
              onChange={(event) => edit('title', event.target.value)}
            />
            {fieldError('title')}
          </div>
          <div className="space-y-1">
            <Label htmlFor="post-slug">Slug</Label>
            <div className="flex items-center gap-1">
              <span className="shrink-0 text-sm text-slate-500" aria-hidden="true">
                /blog/
              </span>
              <Input
                id="post-slug"
                value={draft.slug}
                maxLength={80}
                placeholder={saved ? undefined : 'made from the title'}
                autoCapitalize="none"
                spellCheck={false}
                aria-invalid={errors.slug ? true : undefined}
                aria-describedby={described('slug', true)}
                onChange={(event) => edit('slug', event.target.value)}
              />
            </div>
            {fieldError('slug') ?? (
              <p id="post-slug-hint" className="text-xs text-slate-500">
                {saved
                  ? 'Lower-case letters and digits with dashes. Changing it breaks links to the old address.'
                  : 'Optional: left empty, it is made from the title.'}
              </p>
            )}
          </div>
          <div className="space-y-1">
            <Label htmlFor="post-description">Description</Label>
            <textarea
              id="post-description"
              rows={3}
              value={draft.description}
              maxLength={DESCRIPTION_MAX}
              aria-invalid={errors.description ? true : undefined}
              aria-describedby={described('description', true)}
              className={TEXTAREA_CLASSES}
              onChange={(event) => edit('description', event.target.value)}
            />
            {fieldError('description') ?? (
              <p id="post-description-hint" className="text-xs text-slate-500">
                Shown in the blog list, search results and link previews. {draft.description.length}/{DESCRIPTION_MAX}
              </p>
            )}
          </div>
          <MarkdownField
            id="post-bodyMarkdown"
            value={draft.bodyMarkdown}
            error={errors.bodyMarkdown}
            onChange={(value) => edit('bodyMarkdown', value)}
          />
        </div>

        <aside className="space-y-5">
          <CoverImageField
            url={draft.coverImageUrl}
            error={errors.coverImageUrl}
            disabled={busy}
            upload={(file) => mutations.uploadCover.mutateAsync(file)}
            onChange={(url) => edit('coverImageUrl', url)}
          />
          {saved ? (
            <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
              <dt className="text-slate-500">Created</dt>
              <dd className="text-slate-900">{formatDateTime(saved.createdAt)}</dd>
              <dt className="text-slate-500">Updated</dt>
              <dd className="text-slate-900">{formatDateTime(saved.updatedAt)}</dd>
              {saved.publishedAt ? (
                <>
                  <dt className="text-slate-500">Published</dt>
                  <dd className="text-slate-900">{formatDateTime(saved.publishedAt)}</dd>
                </>
              ) : null}
              <dt className="text-slate-500">Version</dt>
              <dd className="text-slate-900">{saved.version}</dd>
            </dl>
          ) : null}
          {saved ? <BlogPostHistory postId={saved.id} /> : null}
        </aside>
      </div>

      <ConfirmDialog
        open={confirmingDelete}
        title="Delete this post?"
        confirmLabel={mutations.remove.isPending ? 'Deleting…' : 'Delete post'}
        destructive
        busy={mutations.remove.isPending}
        onConfirm={() => void onDelete()}
        onCancel={() => setConfirmingDelete(false)}
      >
        <p>
          “{saved?.title}” will be deleted for good
          {published ? ' and disappears from the public blog at once' : ''}. This cannot be undone.
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title="Leave without saving?"
        confirmLabel="Leave"
        cancelLabel="Stay"
        destructive
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      >
        <p>Your changes to this post have not been saved. They will be lost if you leave.</p>
      </ConfirmDialog>
    </form>
  );
}
