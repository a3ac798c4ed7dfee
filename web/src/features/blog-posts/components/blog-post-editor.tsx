import { useState } from 'react';
import type { KeyboardEvent } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';

import { Form } from '@/components/form/form';
import { FormField } from '@/components/form/form-field';
import { TextField } from '@/components/form/text-field';
import { TextareaField } from '@/components/form/textarea-field';
import { useZodForm } from '@/components/form/use-zod-form';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Input } from '@/components/ui/input';
import { useToast } from '@/components/ui/toast-context';
import { paths } from '@/config/paths';
import { applyFieldErrors } from '@/lib/field-errors';
import { hasGraphQLErrorCode } from '@/lib/graphql-error-code';

import type { BlogPostDetailFragment } from '../api/blog-posts.generated';
import { uploadCoverImage } from '../api/upload-cover-image';
import { useBlogPostMutations } from '../hooks/use-blog-post-mutations';
import { useUnsavedChangesGuard } from '../hooks/use-unsaved-changes-guard';
import { blogPostSchema, createInputOf, hasChanges, updateInputOf, valuesOf } from '../lib/blog-post-form';
import type { BlogPostValues } from '../lib/blog-post-form';
import { FIELD_LABELS } from '../lib/blog-post-labels';
import { BlogPostDates } from './blog-post-dates';
import { BlogPostEditorHeader } from './blog-post-editor-header';
import { BlogPostHistory } from './blog-post-history';
import { CoverImageField } from './cover-image-field';
import { MarkdownField } from './markdown-field';
import { StaleVersionAlert } from './stale-version-alert';

type BlogPost = BlogPostDetailFragment;

const DESCRIPTION_MAX = 300;

export interface BlogPostEditorProps {
  /** Null for a new post. */
  post: BlogPost | null;
  /** Reads the post again and starts the editor afresh from it (after a 409 conflict). */
  onReload: () => void;
}

export function BlogPostEditor({ post, onReload }: BlogPostEditorProps) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const mutations = useBlogPostMutations();
  // The version this editor loaded or last saved; a newer one on the server is someone else's (409).
  const [saved, setSaved] = useState(post);
  const [conflict, setConflict] = useState(false);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const form = useZodForm(blogPostSchema, { defaultValues: valuesOf(post) });
  const dirty = form.formState.isDirty;
  const description = useWatch({ control: form.control, name: 'description' });
  const { blocker, allowNext } = useUnsavedChangesGuard(dirty);

  function showFailure(error: unknown) {
    if (hasGraphQLErrorCode(error, 'STALE_VERSION')) setConflict(true);
    else applyFieldErrors(form, error, { fieldLabels: FIELD_LABELS });
  }

  /** Saves what changed (creates the post when new) and starts the form afresh from the answer. */
  async function save(values: BlogPostValues): Promise<BlogPost> {
    let result = saved;
    if (!result) {
      result = await mutations.create(createInputOf(values));
    } else {
      const input = updateInputOf(values, result);
      if (hasChanges(input)) result = await mutations.update(result.id, input);
    }
    setSaved(result);
    form.reset(valuesOf(result));
    return result;
  }

  /** A new post moves to its own address once it exists, so a reload finds it. */
  function showCreated(created: BlogPost) {
    allowNext();
    void navigate(paths.adminBlogEdit(created.id), { replace: true });
  }

  async function onSave(values: BlogPostValues) {
    if (mutations.busy) return;
    const wasNew = !saved;
    try {
      const result = await save(values);
      toast({ title: 'Saved', description: `“${result.title}” is saved.`, variant: 'success' });
      if (wasNew) showCreated(result);
    } catch (error) {
      showFailure(error);
    }
  }

  async function onPublish(values: BlogPostValues) {
    if (mutations.busy) return;
    const wasNew = !saved;
    let current: BlogPost | null = null;
    try {
      current = await save(values);
      const result = await mutations.setPublished(current, true);
      setSaved(result);
      toast({ title: 'Published', description: `“${result.title}” is live on the blog.`, variant: 'success' });
    } catch (error) {
      showFailure(error);
    }
    if (wasNew && current) showCreated(current);
  }

  async function onUnpublish() {
    if (!saved || mutations.busy) return;
    try {
      const result = await mutations.setPublished(saved, false);
      setSaved(result);
      toast({ title: 'Unpublished', description: `“${result.title}” is a draft again.`, variant: 'success' });
    } catch (error) {
      showFailure(error);
    }
  }

  async function onDelete() {
    if (!saved) return;
    try {
      await mutations.remove(saved.id);
      setConfirmingDelete(false);
      toast({ title: 'Deleted', description: `“${saved.title}” was deleted.`, variant: 'success' });
      allowNext();
      void navigate(paths.adminBlog);
    } catch (error) {
      setConfirmingDelete(false);
      showFailure(error);
    }
  }

  function onKeyDown(event: KeyboardEvent<HTMLFormElement>) {
    if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
      event.preventDefault();
      event.currentTarget.requestSubmit();
    }
  }

  const published = saved?.status === 'published';

  return (
    <Form form={form} onSubmit={onSave} onKeyDown={onKeyDown} className="space-y-6">
      <BlogPostEditorHeader
        saved={saved}
        dirty={dirty}
        saving={mutations.saving}
        busy={mutations.busy}
        onPublish={() => void form.handleSubmit(onPublish)()}
        onUnpublish={() => void onUnpublish()}
        onDelete={() => setConfirmingDelete(true)}
      />
      {conflict ? (
        <StaleVersionAlert
          onReload={() => {
            allowNext();
            onReload();
          }}
        />
      ) : null}

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-5">
          <TextField name="title" label={FIELD_LABELS.title} required maxLength={200} />
          <FormField
            name="slug"
            label={FIELD_LABELS.slug}
            description={
              saved
                ? 'Lower-case letters and digits with dashes. Changing it breaks links to the old address.'
                : 'Optional: left empty, it is made from the title.'
            }
          >
            {(control) => (
              <div className="flex items-center gap-1">
                <span className="shrink-0 text-sm text-slate-500" aria-hidden="true">
                  /blog/
                </span>
                <Input
                  {...control}
                  {...form.register('slug')}
                  maxLength={80}
                  placeholder={saved ? undefined : 'made from the title'}
                  autoCapitalize="none"
                  spellCheck={false}
                />
              </div>
            )}
          </FormField>
          <TextareaField
            name="description"
            label={FIELD_LABELS.description}
            required
            rows={3}
            maxLength={DESCRIPTION_MAX}
            description={`Shown in the blog list, search results and link previews. ${description.length}/${DESCRIPTION_MAX}`}
          />
          <MarkdownField name="bodyMarkdown" label={FIELD_LABELS.bodyMarkdown} required />
        </div>

        <aside className="space-y-5">
          <Controller
            control={form.control}
            name="coverImageUrl"
            render={({ field, fieldState }) => (
              <CoverImageField
                url={field.value}
                error={fieldState.error?.message}
                disabled={mutations.busy}
                upload={uploadCoverImage}
                onChange={field.onChange}
              />
            )}
          />
          {saved ? <BlogPostDates post={saved} /> : null}
          {saved ? <BlogPostHistory postId={saved.id} /> : null}
        </aside>
      </div>

      <ConfirmDialog
        open={confirmingDelete}
        title="Delete this post?"
        confirmLabel={mutations.deleting ? 'Deleting…' : 'Delete post'}
        destructive
        busy={mutations.deleting}
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
    </Form>
  );
}
