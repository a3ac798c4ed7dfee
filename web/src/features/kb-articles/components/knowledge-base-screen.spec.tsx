import type { MockedResponse } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { screen, render, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { GraphQLFormattedError } from 'graphql';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';

import { ToastProvider } from '@/components/ui/toast-provider';
import { paths } from '@/config/paths';

import {
  CreateKbArticleDocument,
  DeleteKbArticleDocument,
  KbArticleDocument,
  KbArticleHistoryDocument,
  KbArticlesDocument,
  SalesBotAnswerDocument,
  UpdateKbArticleDocument,
} from '../api/kb-articles.generated';
import type {
  CreateKbArticleMutationVariables,
  KbArticleHistoryQuery,
  KbArticleItemFragment,
  KbArticlesQueryVariables,
  SalesBotAnswerQuery,
  UpdateKbArticleMutationVariables,
} from '../api/kb-articles.generated';
import { KnowledgeBaseScreen } from './knowledge-base-screen';

type Article = KbArticleItemFragment & { __typename: 'KbArticle' };
type HistoryEntry = KbArticleHistoryQuery['kbArticleHistory'][number];
type Answer = SalesBotAnswerQuery['salesBotAnswer'];

interface Reply {
  data?: Record<string, unknown>;
  errors?: GraphQLFormattedError[];
}

/** The bff as the screen sees it: one answer per operation, each call's variables recorded. */
interface Server {
  list?: (variables: KbArticlesQueryVariables) => Reply;
  article?: (id: string) => Reply;
  history?: (id: string) => HistoryEntry[];
  create?: (variables: CreateKbArticleMutationVariables) => Reply;
  update?: (variables: UpdateKbArticleMutationVariables) => Reply;
  remove?: (id: string) => Reply;
  ask?: (question: string) => Reply;
}

const idOf = (n: number) => `00000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`;
const ADA = { __typename: 'User', id: 'u-ada', firstName: 'Ada', lastName: 'Admin', email: 'ada@example.com' } as const;

function article(n: number, changes: Partial<Article> = {}): Article {
  return {
    __typename: 'KbArticle',
    id: idOf(n),
    question: `Question ${n}?`,
    answer: `Answer ${n}.`,
    keywords: [],
    updatedAt: '2026-03-04T10:30:00.000Z',
    updatedBy: null,
    ...changes,
  };
}

const page = (items: Article[], endCursor: string | null, total: number): Reply => ({
  data: {
    kbArticles: {
      __typename: 'KbArticleConnection',
      edges: items.map((node) => ({ __typename: 'KbArticleEdge', cursor: `c-${node.id}`, node })),
      pageInfo: { __typename: 'PageInfo', hasNextPage: endCursor !== null, endCursor },
      totalCount: total,
    },
  },
});
const found = (value: Article | null): Reply => ({ data: { kbArticle: value } });
const answer = (value: Omit<Answer, '__typename' | 'score'>): Reply => ({
  data: {
    salesBotAnswer: {
      __typename: 'SalesBotAnswer',
      score: 0.8,
      ...value,
      source: value.source ? { __typename: 'SalesBotSource', ...value.source } : null,
    },
  },
});
const failure = (code: string, message: string, fields?: Record<string, string[]>): Reply => ({
  errors: [{ message, extensions: { code, ...(fields ? { fields } : {}) } }],
});

function renderScreen(server: Server, path: string = paths.adminKnowledgeBase) {
  const calls: Record<string, Record<string, unknown>[]> = {};
  function handle<TVariables extends Record<string, unknown>>(
    name: string,
    query: TypedDocumentNode<unknown, TVariables>,
    reply: ((variables: TVariables) => Reply) | undefined,
  ): MockedResponse {
    return {
      request: { query, variables: () => true },
      maxUsageCount: Number.MAX_SAFE_INTEGER,
      result: (variables) => {
        (calls[name] ??= []).push(variables);
        return reply ? reply(variables as TVariables) : failure('INTERNAL_SERVER_ERROR', `${name} was not expected`);
      },
    };
  }
  const { remove, ask } = server;
  const mocks = [
    handle('list', KbArticlesDocument, server.list ?? (() => page([], null, 0))),
    handle('article', KbArticleDocument, ({ id }) => (server.article ?? (() => found(null)))(id)),
    handle('history', KbArticleHistoryDocument, ({ id }) => ({
      data: { kbArticleHistory: (server.history?.(id) ?? []).map((entry) => ({ ...entry, __typename: 'AuditEntry' })) },
    })),
    handle('create', CreateKbArticleDocument, server.create),
    handle('update', UpdateKbArticleDocument, server.update),
    handle('remove', DeleteKbArticleDocument, remove && (({ id }) => remove(id))),
    handle('ask', SalesBotAnswerDocument, ask && (({ question }) => ask(question))),
  ];
  const router = createMemoryRouter([{ path: paths.adminKnowledgeBase, element: <KnowledgeBaseScreen /> }], {
    initialEntries: [path],
  });
  render(
    <MockedProvider mocks={mocks}>
      <ToastProvider>
        <RouterProvider router={router} />
      </ToastProvider>
    </MockedProvider>,
  );
  const callsTo = (name: keyof Server) => calls[name] ?? [];
  return { router, callsTo };
}

const rowsOf = (table: HTMLElement) => within(table).getAllByRole('row').slice(1);

describe('KnowledgeBaseScreen: the list', () => {
  it('shows a loading state, then each article with its answer, keywords and who changed it when', async () => {
    const { callsTo } = renderScreen({
      list: () =>
        page(
          [
            article(1, {
              question: 'How long is the free trial?',
              answer: 'The free trial lasts 100 days.',
              keywords: ['trial', 'free', 'days'],
              updatedBy: ADA,
            }),
            article(2, { keywords: Array.from({ length: 8 }, (_, i) => `word${i}`) }),
          ],
          null,
          2,
        ),
    });
    const table = screen.getByRole('table', { name: 'Knowledge-base articles' });
    expect(table).toHaveAttribute('aria-busy', 'true');

    await screen.findByRole('link', { name: 'How long is the free trial?' });
    const [first, second] = rowsOf(table);
    expect(within(first!).getByText('The free trial lasts 100 days.')).toBeInTheDocument();
    expect(within(first!).getByText('trial')).toBeInTheDocument();
    expect(within(first!).getByText('by Ada Admin')).toBeInTheDocument();
    expect(within(first!).getByText('4 Mar 2026, 10:30')).toHaveAttribute('datetime', '2026-03-04T10:30:00.000Z');
    expect(within(second!).getByText('+2 more')).toBeInTheDocument();
    expect(screen.getByText('Showing 1–2 of 2')).toBeInTheDocument();
    expect(callsTo('list')[0]).toEqual({ first: 20, q: null });
  });

  it('searches after typing stops (one request), says when nothing matches, and pages with the cursor', async () => {
    const user = userEvent.setup();
    const firstPage = Array.from({ length: 20 }, (_, i) => article(i + 1));
    const { router, callsTo } = renderScreen({
      list: ({ q, after }) => {
        if (q === 'zzz') return page([], null, 0);
        return after === 'c2' ? page([article(21)], null, 21) : page(firstPage, 'c2', 21);
      },
    });
    expect(await screen.findByText('Showing 1–20 of 21')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('link', { name: 'Question 21?' })).toBeInTheDocument();
    expect(screen.getByText('Showing 21–21 of 21')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(callsTo('list').at(-1)).toEqual({ first: 20, after: 'c2', q: null });
    expect(router.state.location.search).toBe('?after=c2');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Showing 1–20 of 21')).toBeInTheDocument();

    // Next is enabled once the first page's answer is shown again; a click before that would do nothing.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Showing 21–21 of 21');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'zzz');
    expect(await screen.findByRole('heading', { name: 'No matching articles' })).toBeInTheDocument();
    const searches = callsTo('list').filter((variables) => variables.q !== null);
    expect(searches).toEqual([{ first: 20, q: 'zzz' }]);
    expect(router.state.location.search).toBe('?q=zzz');
  });

  it('says when the knowledge base is empty', async () => {
    renderScreen({ list: () => page([], null, 0) });
    expect(await screen.findByRole('heading', { name: 'No articles yet' })).toBeInTheDocument();
  });

  it('shows an error with a retry that loads the articles', async () => {
    const user = userEvent.setup();
    let fail = true;
    renderScreen({
      list: () =>
        fail ? failure('SERVICE_UNAVAILABLE', 'The knowledge base is unavailable') : page([article(1)], null, 1),
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Could not load the knowledge base');
    expect(alert).toHaveTextContent('The knowledge base is unavailable');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Question 1?' })).toBeInTheDocument();
  });
});

describe('KnowledgeBaseScreen: adding an article', () => {
  it('checks the fields before sending, then shows the server’s message per field', async () => {
    const user = userEvent.setup();
    const { router, callsTo } = renderScreen({
      create: () =>
        failure('BAD_USER_INPUT', 'Invalid input', { keywords: ['each keyword must be text of 1 to 60 characters'] }),
    });
    await screen.findByRole('heading', { name: 'No articles yet' });
    await user.click(screen.getByRole('button', { name: 'New article' }));
    const editor = await screen.findByRole('complementary', { name: 'New article' });
    expect(router.state.location.search).toBe('?article=new');
    expect(within(editor).getByLabelText('Question')).toHaveFocus();

    await user.click(within(editor).getByRole('button', { name: 'Add article' }));
    expect(await within(editor).findByText('Enter the question visitors ask.')).toBeInTheDocument();
    expect(within(editor).getByText('Enter the answer the sales bot gives.')).toBeInTheDocument();
    expect(within(editor).getByLabelText('Question')).toHaveAttribute('aria-invalid', 'true');
    expect(within(editor).getByLabelText('Question')).toHaveFocus();
    expect(callsTo('create')).toHaveLength(0);

    await user.type(within(editor).getByLabelText('Question'), 'Do you support HMOs?');
    expect(within(editor).queryByText('Enter the question visitors ask.')).not.toBeInTheDocument();
    await user.type(within(editor).getByLabelText('Answer'), 'Yes, with licence tracking.');
    await user.type(within(editor).getByLabelText('Keywords'), 'hmo, licence');
    await user.click(within(editor).getByRole('button', { name: 'Add article' }));
    const message = 'each keyword must be text of 1 to 60 characters';
    expect(await within(editor).findByText(message)).toBeInTheDocument();
    expect(within(editor).getByLabelText('Keywords')).toHaveAttribute('aria-invalid', 'true');
    expect(within(editor).getByLabelText('Keywords')).toHaveAccessibleDescription(expect.stringContaining(message));
    // A field's server message goes once the field is edited.
    await user.type(within(editor).getByLabelText('Keywords'), ', tenancy');
    expect(within(editor).queryByText(message)).not.toBeInTheDocument();
  });

  it('sends the trimmed article with normalised keywords, then edits the stored one', async () => {
    const user = userEvent.setup();
    const created = article(7, {
      question: 'Do you support HMOs?',
      answer: 'Yes, with licence tracking.',
      keywords: ['hmo', 'licence'],
      updatedBy: ADA,
    });
    let stored = false;
    const { router, callsTo } = renderScreen({
      list: () => (stored ? page([created], null, 1) : page([], null, 0)),
      create: () => {
        stored = true;
        return { data: { createKbArticle: created } };
      },
      article: (id) => found(id === created.id ? created : null),
    });
    await screen.findByRole('heading', { name: 'No articles yet' });
    await user.click(screen.getByRole('button', { name: 'New article' }));
    await user.type(await screen.findByLabelText('Question'), '  Do you support HMOs?  ');
    await user.type(screen.getByLabelText('Answer'), 'Yes, with licence tracking.');
    await user.type(screen.getByLabelText('Keywords'), 'HMO, licence, , hmo');
    await user.click(screen.getByRole('button', { name: 'Add article' }));

    expect(await screen.findByText('Article added')).toBeInTheDocument();
    expect(callsTo('create')).toEqual([
      {
        input: {
          question: 'Do you support HMOs?',
          answer: 'Yes, with licence tracking.',
          keywords: ['hmo', 'licence'],
        },
      },
    ]);
    const editor = await screen.findByRole('complementary', { name: 'Edit article' });
    expect(await within(editor).findByLabelText('Keywords')).toHaveValue('hmo, licence');
    expect(within(editor).getByText(/by Ada Admin/)).toBeInTheDocument();
    expect(router.state.location.search).toBe(`?article=${created.id}`);
    // The list is read again and shows the new article, marked as the one open.
    expect(await screen.findByRole('link', { name: 'Do you support HMOs?', current: true })).toBeInTheDocument();
  });
});

describe('KnowledgeBaseScreen: editing and deleting', () => {
  it('loads the article afresh, sends only the changed field, and shows an unknown one as not found', async () => {
    const user = userEvent.setup();
    const saved = article(1, { answer: 'A better answer.', keywords: ['one'], updatedAt: '2026-03-05T08:00:00.000Z' });
    const { router, callsTo } = renderScreen({
      list: () => page([article(1, { keywords: ['one'] }), article(2)], null, 2),
      article: (id) => found(id === idOf(1) ? article(1, { keywords: ['one'] }) : null),
      update: () => ({ data: { updateKbArticle: saved } }),
    });
    await user.click(await screen.findByRole('link', { name: 'Question 1?' }));
    const editor = await screen.findByRole('complementary', { name: 'Edit article' });
    expect(router.state.location.search).toBe(`?article=${idOf(1)}`);
    expect(await within(editor).findByLabelText('Question')).toHaveValue('Question 1?');
    expect(within(editor).getByLabelText('Answer')).toHaveValue('Answer 1.');
    expect(within(editor).getByLabelText('Keywords')).toHaveValue('one');
    expect(within(editor).getByRole('button', { name: 'Save changes' })).toBeDisabled();
    expect(callsTo('article')).toEqual([{ id: idOf(1) }]);

    await user.clear(within(editor).getByLabelText('Answer'));
    await user.type(within(editor).getByLabelText('Answer'), 'A better answer.');
    await user.click(within(editor).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Article saved')).toBeInTheDocument();
    expect(callsTo('update')).toEqual([{ id: idOf(1), input: { answer: 'A better answer.' } }]);
    await waitFor(() => expect(within(editor).getByRole('button', { name: 'Save changes' })).toBeDisabled());

    await user.click(screen.getByRole('link', { name: 'Question 2?' }));
    expect(await screen.findByRole('heading', { name: 'Article not found' })).toBeInTheDocument();
  });

  it('shows who changed the article and how, newest first, and reads it again after a save', async () => {
    const user = userEvent.setup();
    const created: HistoryEntry = {
      id: 'h1',
      action: 'kb_article.created',
      actorName: 'Ada Admin',
      at: '2026-03-01T09:00:00.000Z',
      data: {},
    };
    const edited: HistoryEntry = {
      id: 'h2',
      action: 'kb_article.updated',
      actorName: null,
      at: '2026-03-05T08:00:00.000Z',
      data: { changes: { answer: { from: 'Answer 1.', to: 'A better answer.' } } },
    };
    let history = [created];
    const { callsTo } = renderScreen({
      list: () => page([article(1)], null, 1),
      article: () => found(article(1)),
      history: () => history,
      update: () => {
        history = [created, edited];
        return {
          data: { updateKbArticle: article(1, { answer: 'A better answer.', updatedAt: '2026-03-05T08:00:00.000Z' }) },
        };
      },
    });
    await user.click(await screen.findByRole('link', { name: 'Question 1?' }));
    const changes = await screen.findByRole('list', { name: 'Changes, newest first' });
    expect(within(changes).getByText('Ada Admin')).toBeInTheDocument();
    expect(changes).toHaveTextContent('Added the article');

    const editor = screen.getByRole('complementary', { name: 'Edit article' });
    await user.clear(within(editor).getByLabelText('Answer'));
    await user.type(within(editor).getByLabelText('Answer'), 'A better answer.');
    await user.click(within(editor).getByRole('button', { name: 'Save changes' }));
    const items = await waitFor(() => {
      const rows = within(screen.getByRole('list', { name: 'Changes, newest first' })).getAllByRole('listitem');
      expect(rows.length).toBeGreaterThanOrEqual(2);
      return rows;
    });
    expect(items[0]).toHaveTextContent('Platform team · Edited the article');
    expect(items[0]).toHaveTextContent('Answer: “Answer 1.” → “A better answer.”');
    expect(callsTo('history').length).toBeGreaterThanOrEqual(2);
  });

  it('shows a failed save without losing the text: on its field, or above the form', async () => {
    const user = userEvent.setup();
    let gone = false;
    renderScreen({
      list: () => page([article(1)], null, 1),
      article: () => found(article(1)),
      update: () =>
        gone
          ? failure('KB_ARTICLE_NOT_FOUND', 'Knowledge-base article not found')
          : failure('BAD_USER_INPUT', 'Invalid input: question is required', {
              question: ['question is required: text of at most 300 characters'],
            }),
    });
    await user.click(await screen.findByRole('link', { name: 'Question 1?' }));
    const question = await screen.findByLabelText('Question');
    await user.clear(question);
    await user.type(question, 'Changed?');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('question is required: text of at most 300 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Question')).toHaveValue('Changed?');

    gone = true;
    await user.type(screen.getByLabelText('Question'), ' Really?');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    const editor = screen.getByRole('complementary', { name: 'Edit article' });
    expect(await within(editor).findByRole('alert')).toHaveTextContent('Knowledge-base article not found');
    expect(screen.getByLabelText('Question')).toHaveValue('Changed? Really?');
  });

  it('deletes only after the confirmation, then closes the editor and reloads the list', async () => {
    const user = userEvent.setup();
    let deleted = false;
    const { router, callsTo } = renderScreen({
      list: () => (deleted ? page([article(2)], null, 1) : page([article(1), article(2)], null, 2)),
      article: () => found(article(1)),
      remove: (id) => {
        deleted = true;
        return { data: { deleteKbArticle: id } };
      },
    });
    await user.click(await screen.findByRole('link', { name: 'Question 1?' }));
    await screen.findByLabelText('Question');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this article?' });
    expect(dialog).toHaveTextContent('“Question 1?” will be removed');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(callsTo('remove')).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Delete article' }));
    expect(await screen.findByText('Article deleted')).toBeInTheDocument();
    expect(callsTo('remove')).toEqual([{ id: idOf(1) }]);
    await waitFor(() => expect(screen.queryByRole('complementary', { name: 'Edit article' })).not.toBeInTheDocument());
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Question 1?' })).not.toBeInTheDocument());
    expect(screen.getByText('Showing 1–1 of 1')).toBeInTheDocument();
  });

  it('asks before dropping unsaved changes when another article is opened', async () => {
    const user = userEvent.setup();
    const { router } = renderScreen({
      list: () => page([article(1), article(2)], null, 2),
      article: (id) => found(article(id === idOf(1) ? 1 : 2)),
    });
    await user.click(await screen.findByRole('link', { name: 'Question 1?' }));
    await user.type(await screen.findByLabelText('Answer'), ' More.');
    await user.click(screen.getByRole('link', { name: 'Question 2?' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByLabelText('Answer')).toHaveValue('Answer 1. More.');
    expect(router.state.location.search).toBe(`?article=${idOf(1)}`);

    await user.click(screen.getByRole('link', { name: 'Question 2?' }));
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.getByLabelText('Question')).toHaveValue('Question 2?'));
    expect(router.state.location.search).toBe(`?article=${idOf(2)}`);
  });
});

describe('KnowledgeBaseScreen: trying a question', () => {
  it('[CALL-10] shows the bot’s answer and the matched article, which opens in the editor', async () => {
    const user = userEvent.setup();
    const { callsTo } = renderScreen({
      list: () => page([article(1)], null, 1),
      ask: () => answer({ answer: 'Answer 1.', source: { id: idOf(1), question: 'Question 1?' } }),
      article: () => found(article(1)),
    });
    await screen.findByRole('link', { name: 'Question 1?' });
    expect(screen.getByRole('button', { name: 'Ask' })).toBeDisabled();
    await user.type(screen.getByLabelText('Question to ask'), '  what is question one  ');
    await user.click(screen.getByRole('button', { name: 'Ask' }));

    const result = await screen.findByRole('group', { name: 'Sales bot answer' });
    expect(result).toHaveTextContent('Asked: “what is question one”');
    expect(within(result).getByText('Answer 1.')).toBeInTheDocument();
    expect(callsTo('ask')).toEqual([{ question: 'what is question one' }]);
    await user.click(within(result).getByRole('button', { name: 'Question 1?' }));
    expect(await screen.findByRole('complementary', { name: 'Edit article' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Question')).toHaveValue('Question 1?');
  });

  it('says when no article matched, shows a failure, and tries the question being edited', async () => {
    const user = userEvent.setup();
    let fail = false;
    const { callsTo } = renderScreen({
      list: () => page([article(1)], null, 1),
      article: () => found(article(1)),
      ask: () =>
        fail
          ? failure('BAD_USER_INPUT', 'Invalid input', {
              question: ['question is required: text of at most 500 characters'],
            })
          : answer({ answer: "I'm not sure about that.", source: null }),
    });
    await user.type(screen.getByLabelText('Question to ask'), 'unknown thing');
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    expect(await screen.findByText(/No article matched well enough/)).toBeInTheDocument();

    fail = true;
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    expect(await screen.findByText('question is required: text of at most 500 characters')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Sales bot answer' })).not.toBeInTheDocument();
    expect(callsTo('ask')).toHaveLength(2);

    fail = false;
    await user.click(await screen.findByRole('link', { name: 'Question 1?' }));
    await screen.findByLabelText('Question');
    await user.click(screen.getByRole('button', { name: 'Try this question' }));
    expect(await screen.findByText('Asked: “Question 1?”')).toBeInTheDocument();
    expect(screen.getByLabelText('Question to ask')).toHaveValue('Question 1?');
    expect(callsTo('ask').at(-1)).toEqual({ question: 'Question 1?' });
  });
});
