import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';

import { ApiError } from '@/lib/rest-client';

import { CheckboxField } from './checkbox-field';
import { Form } from './form';
import { PasswordField } from './password-field';
import { SelectField } from './select-field';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';
import { TextareaField } from './textarea-field';
import { useZodForm } from './use-zod-form';

const schema = z.object({
  title: z.string().trim().min(1, 'Enter a title'),
  secret: z.string().min(8, 'Use at least 8 characters'),
  status: z.enum(['draft', 'published'], { error: 'Choose a status' }),
  body: z.string().trim(),
  featured: z.boolean(),
});

type Output = z.output<typeof schema>;

function PostForm({ onSubmit }: { onSubmit: (values: Output) => unknown }) {
  const form = useZodForm(schema, {
    defaultValues: { title: '', secret: '', status: '' as Output['status'], body: '', featured: false },
  });
  return (
    <Form form={form} onSubmit={onSubmit} aria-label="Post">
      <TextField name="title" label="Title" required description="Shown as the page heading." />
      <PasswordField name="secret" label="Secret" required autoComplete="new-password" />
      <SelectField
        name="status"
        label="Status"
        required
        placeholder="Choose…"
        options={[
          { value: 'draft', label: 'Draft' },
          { value: 'published', label: 'Published' },
        ]}
      />
      <TextareaField name="body" label="Body" optional rows={3} />
      <CheckboxField name="featured" label="Featured" description="Pinned to the top of the list." />
      <SubmitButton pendingLabel="Saving…">Save</SubmitButton>
    </Form>
  );
}

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('Title'), '  Gas safety  ');
  await user.type(screen.getByLabelText('Secret'), 'longenough');
  await user.selectOptions(screen.getByLabelText('Status'), 'published');
  await user.type(screen.getByLabelText(/^Body/), 'Every year.');
  await user.click(screen.getByLabelText('Featured'));
}

describe('form kit', () => {
  it('renders label, control and description, marks required fields and switches off native validation', () => {
    render(<PostForm onSubmit={jest.fn()} />);
    expect(screen.getByRole('form', { name: 'Post' })).toHaveAttribute('novalidate');
    const title = screen.getByLabelText('Title');
    expect(title).toBeRequired();
    expect(title).not.toHaveAttribute('required');
    expect(title).toHaveAccessibleDescription('Shown as the page heading.');
    expect(title).not.toHaveAttribute('aria-invalid');
    // The asterisk is beside the label, hidden from screen readers, which hear aria-required.
    expect(title.closest('div')?.querySelector('[aria-hidden="true"]')).toHaveTextContent('*');
    expect(screen.getByLabelText(/^Body/).closest('div')).toHaveTextContent('(optional)');
    expect(screen.getByLabelText(/^Body/)).not.toBeRequired();
    expect(screen.getByLabelText('Featured')).toHaveAttribute('type', 'checkbox');
    expect(screen.getByLabelText('Featured')).toHaveAccessibleDescription('Pinned to the top of the list.');
  });

  it('shows the schema messages on their fields, focuses the first and sends nothing', async () => {
    const onSubmit = jest.fn();
    render(<PostForm onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const title = screen.getByLabelText('Title');
    expect(await screen.findByText('Enter a title')).toBeInTheDocument();
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveAccessibleDescription('Shown as the page heading. Enter a title');
    expect(title).toHaveFocus();
    expect(screen.getByLabelText('Secret')).toHaveAccessibleDescription('Use at least 8 characters');
    expect(screen.getByLabelText('Status')).toHaveAccessibleDescription('Choose a status');
    expect(onSubmit).not.toHaveBeenCalled();

    // After the first submit each change is checked again.
    await user.type(title, 'G');
    expect(screen.queryByText('Enter a title')).not.toBeInTheDocument();
    expect(title).not.toHaveAttribute('aria-invalid');
  });

  it("hands the schema's output to the submit handler and is pending while it runs", async () => {
    let finish: () => void = () => undefined;
    const onSubmit = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<PostForm onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    expect(onSubmit).toHaveBeenCalledWith({
      title: 'Gas safety',
      secret: 'longenough',
      status: 'published',
      body: 'Every year.',
      featured: true,
    });
    const pending = screen.getByRole('button', { name: 'Saving…' });
    expect(pending).toBeDisabled();
    expect(pending).toHaveAttribute('aria-busy', 'true');
    finish();
    expect(await screen.findByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it("puts a GraphQL BAD_USER_INPUT's extensions.fields on the fields and the rest in the form's alert", async () => {
    const onSubmit = jest.fn().mockRejectedValue(
      new CombinedGraphQLErrors({
        data: null,
        errors: [
          {
            message: 'Validation failed',
            extensions: {
              code: 'BAD_USER_INPUT',
              fields: { title: ['Title is already used'], authorId: ['Author is unknown'] },
            },
          },
        ],
      }),
    );
    render(<PostForm onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));

    const title = screen.getByLabelText('Title');
    await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'));
    expect(title).toHaveAccessibleDescription('Shown as the page heading. Title is already used');
    expect(title).toHaveFocus();
    expect(screen.getByRole('alert')).toHaveTextContent('Author is unknown');

    // Editing the field clears its server message.
    await user.type(title, '!');
    expect(screen.queryByText('Title is already used')).not.toBeInTheDocument();
  });

  it("shows a REST error without per-field messages in the form's alert, cleared by the next submit", async () => {
    const onSubmit = jest
      .fn()
      .mockRejectedValueOnce(new ApiError(409, 'STALE_VERSION', 'Someone else saved this post first'))
      .mockResolvedValueOnce(undefined);
    render(<PostForm onSubmit={onSubmit} />);
    const user = userEvent.setup();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Someone else saved this post first');
    expect(screen.getByLabelText('Title')).not.toHaveAttribute('aria-invalid');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows and hides the password', async () => {
    render(<PostForm onSubmit={jest.fn()} />);
    const user = userEvent.setup();
    const secret = screen.getByLabelText('Secret');
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(secret).toHaveAttribute('type', 'password');
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await user.click(toggle);
    expect(secret).toHaveAttribute('type', 'text');
    expect(toggle).toHaveAttribute('aria-pressed', 'true');
    await user.click(toggle);
    expect(secret).toHaveAttribute('type', 'password');
  });
});
