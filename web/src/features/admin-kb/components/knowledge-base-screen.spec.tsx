import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import type { AuditHistoryEntry } from '@/components/audit-history';
import { saveAuthData } from '@/lib/auth-storage';

import { fakeJwt, installFakeFetch } from '../../../../test/fake-fetch';
import type { FakeAnswer, FakeCall } from '../../../../test/fake-fetch';
import { renderApp } from '../../../../test/render-app';
import type { KbArticle } from '../api/kb-articles';
import { KnowledgeBaseScreen } from './knowledge-base-screen';

const TOKEN = fakeJwt({ sub: 'admin-1' });
const LIST = 'GET /api/admin/kb-articles';
const ASK = 'POST /api/sales-bot/query';
const idOf = (n: number) => `00000000-0000-4000-8000-0000000000${String(n).padStart(2, '0')}`;
const ONE = `/api/admin/kb-articles/${idOf(1)}`;

function article(n: number, changes: Partial<KbArticle> = {}): KbArticle {
  return {
    id: idOf(n),
    question: `Question ${n}?`,
    answer: `Answer ${n}.`,
    keywords: [],
    createdAt: '2026-03-01T09:00:00.000Z',
    updatedAt: '2026-03-04T10:30:00.000Z',
    updatedBy: null,
    updatedByName: null,
    ...changes,
  };
}

const page = (items: KbArticle[], nextCursor: string | null, total: number): FakeAnswer => ({
  body: { success: true, data: items, pageInfo: { nextCursor, total } },
});
const data = (value: unknown, status = 200): FakeAnswer => ({ status, body: { success: true, data: value } });
const failure = (status: number, code: string, message: string, fields?: Record<string, string[]>): FakeAnswer => ({
  status,
  body: { success: false, statusCode: status, code, message, ...(fields ? { details: { fields } } : {}) },
});
const params = (call: FakeCall) => new URL(call.url, 'http://localhost').searchParams;
const listCalls = (calls: FakeCall[]) =>
  calls.filter((call) => call.method === 'GET' && !/kb-articles\//.test(call.url));

function renderScreen() {
  return renderApp([{ path: '/admin/knowledge-base', element: <KnowledgeBaseScreen /> }], '/admin/knowledge-base');
}

beforeEach(() => {
  localStorage.clear();
  saveAuthData({ token: TOKEN, refreshToken: 'refresh', expiresAt: Date.now() + 3_600_000, user: null });
});

describe('KnowledgeBaseScreen: the list', () => {
  it('shows a loading state, then each article with its answer, keywords and who changed it when', async () => {
    const fetch = installFakeFetch({
      [LIST]: page(
        [
          article(1, {
            question: 'How long is the free trial?',
            answer: 'The free trial lasts 100 days.',
            keywords: ['trial', 'free', 'days'],
            updatedByName: 'Ada Admin',
          }),
          article(2, { keywords: Array.from({ length: 8 }, (_, i) => `word${i}`) }),
        ],
        null,
        2,
      ),
    });
    renderScreen();
    expect(screen.getByLabelText('Loading articles')).toBeInTheDocument();

    const list = await screen.findByRole('list', { name: 'Knowledge-base articles' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(within(first!).getByRole('button', { name: /How long is the free trial\?/ })).toBeInTheDocument();
    expect(within(first!).getByText('The free trial lasts 100 days.')).toBeInTheDocument();
    expect(within(first!).getByText('trial')).toBeInTheDocument();
    expect(within(first!).getByText(/by Ada Admin/)).toBeInTheDocument();
    expect(within(first!).getByText('4 Mar 2026, 10:30')).toHaveAttribute('datetime', '2026-03-04T10:30:00.000Z');
    expect(within(second!).getByText('+2 more')).toBeInTheDocument();
    expect(screen.getByText('Showing 1–2 of 2')).toBeInTheDocument();
    expect(fetch.calls[0]?.headers.Authorization).toBe(`Bearer ${TOKEN}`);
    expect(params(fetch.calls[0]!).get('limit')).toBe('20');
  });

  it('searches after typing stops (one request), says when nothing matches, and pages with the cursor', async () => {
    const user = userEvent.setup();
    const firstPage = Array.from({ length: 20 }, (_, i) => article(i + 1));
    const fetch = installFakeFetch({
      [LIST]: (call) => {
        if (params(call).get('q') === 'zzz') return page([], null, 0);
        return params(call).get('cursor') === 'c2' ? page([article(21)], null, 21) : page(firstPage, 'c2', 21);
      },
    });
    renderScreen();
    expect(await screen.findByText('Showing 1–20 of 21')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('button', { name: /Question 21\?/ })).toBeInTheDocument();
    expect(screen.getByText('Showing 21–21 of 21')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(params(fetch.calls.at(-1)!).get('cursor')).toBe('c2');
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Showing 1–20 of 21')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Showing 21–21 of 21');
    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'zzz');
    expect(await screen.findByRole('heading', { name: 'No matching articles' })).toBeInTheDocument();
    const searches = listCalls(fetch.calls).filter((call) => params(call).has('q'));
    expect(searches.map((call) => [params(call).get('q'), params(call).get('cursor')])).toEqual([['zzz', null]]);
  });

  it('says when the knowledge base is empty', async () => {
    installFakeFetch({ [LIST]: page([], null, 0) });
    renderScreen();
    expect(await screen.findByRole('heading', { name: 'No articles yet' })).toBeInTheDocument();
  });

  it('shows an error with a retry that loads the articles', async () => {
    const user = userEvent.setup();
    let fail = true;
    installFakeFetch({
      [LIST]: () => (fail ? failure(403, 'FORBIDDEN', 'Not allowed') : page([article(1)], null, 1)),
    });
    renderScreen();
    expect(await screen.findByRole('alert')).toHaveTextContent('Not allowed');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: /Question 1\?/ })).toBeInTheDocument();
  });
});

describe('KnowledgeBaseScreen: adding an article', () => {
  it('checks the fields before sending, then shows the server’s message per field', async () => {
    const user = userEvent.setup();
    const fetch = installFakeFetch({
      [LIST]: page([], null, 0),
      'POST /api/admin/kb-articles': failure(400, 'VALIDATION_FAILED', 'Invalid input', {
        keywords: ['each keyword must be text of 1 to 60 characters'],
      }),
    });
    renderScreen();
    await screen.findByRole('heading', { name: 'No articles yet' });
    await user.click(screen.getByRole('button', { name: 'New article' }));
    const editor = screen.getByRole('complementary', { name: 'New article' });
    expect(within(editor).getByLabelText('Question')).toHaveFocus();

    await user.click(within(editor).getByRole('button', { name: 'Add article' }));
    expect(within(editor).getByText('Enter the question visitors ask.')).toBeInTheDocument();
    expect(within(editor).getByText('Enter the answer the sales bot gives.')).toBeInTheDocument();
    expect(within(editor).getByLabelText('Question')).toHaveAttribute('aria-invalid', 'true');
    expect(within(editor).getByLabelText('Question')).toHaveFocus();
    expect(fetch.calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.type(within(editor).getByLabelText('Question'), 'Do you support HMOs?');
    expect(within(editor).queryByText('Enter the question visitors ask.')).not.toBeInTheDocument();
    await user.type(within(editor).getByLabelText('Answer'), 'Yes, with licence tracking.');
    await user.type(within(editor).getByLabelText('Keywords'), 'hmo, licence');
    await user.click(within(editor).getByRole('button', { name: 'Add article' }));
    expect(await within(editor).findByText('Each keyword must be text of 1 to 60 characters')).toBeInTheDocument();
    expect(within(editor).getByLabelText('Keywords')).toHaveAttribute('aria-invalid', 'true');
    expect(within(editor).getByLabelText('Keywords')).toHaveAccessibleDescription(
      expect.stringContaining('Each keyword must be text of 1 to 60 characters'),
    );
    // A field's server message goes once the field is edited.
    await user.type(within(editor).getByLabelText('Keywords'), ', tenancy');
    expect(within(editor).queryByText('Each keyword must be text of 1 to 60 characters')).not.toBeInTheDocument();
  });

  it('sends the trimmed article with normalised keywords, then edits the stored one', async () => {
    const user = userEvent.setup();
    const created = article(7, {
      question: 'Do you support HMOs?',
      answer: 'Yes, with licence tracking.',
      keywords: ['hmo', 'licence'],
      updatedByName: 'Ada Admin',
    });
    let stored = false;
    const fetch = installFakeFetch({
      [LIST]: () => (stored ? page([created], null, 1) : page([], null, 0)),
      'POST /api/admin/kb-articles': () => {
        stored = true;
        return data(created, 201);
      },
      [`GET /api/admin/kb-articles/${created.id}`]: data(created),
    });
    renderScreen();
    await screen.findByRole('heading', { name: 'No articles yet' });
    await user.click(screen.getByRole('button', { name: 'New article' }));
    await user.type(screen.getByLabelText('Question'), '  Do you support HMOs?  ');
    await user.type(screen.getByLabelText('Answer'), 'Yes, with licence tracking.');
    await user.type(screen.getByLabelText('Keywords'), 'HMO, licence, , hmo');
    await user.click(screen.getByRole('button', { name: 'Add article' }));

    expect(await screen.findByText('Article added')).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/admin/kb-articles')[0]?.body).toEqual({
      question: 'Do you support HMOs?',
      answer: 'Yes, with licence tracking.',
      keywords: ['hmo', 'licence'],
    });
    const editor = await screen.findByRole('complementary', { name: 'Edit article' });
    expect(within(editor).getByLabelText('Keywords')).toHaveValue('hmo, licence');
    expect(within(editor).getByText(/by Ada Admin/)).toBeInTheDocument();
    // The list is read again and shows the new article, marked as the one open.
    expect(await screen.findByRole('button', { name: /Do you support HMOs\?/, current: true })).toBeInTheDocument();
  });
});

describe('KnowledgeBaseScreen: editing and deleting', () => {
  it('loads the article afresh, sends only the changed field, and shows a 404 as not found', async () => {
    const user = userEvent.setup();
    const saved = article(1, { answer: 'A better answer.', updatedAt: '2026-03-05T08:00:00.000Z' });
    const fetch = installFakeFetch({
      [LIST]: page([article(1, { keywords: ['one'] }), article(2)], null, 2),
      [`GET ${ONE}`]: data(article(1, { keywords: ['one'] })),
      [`PATCH ${ONE}`]: data(saved),
      [`GET /api/admin/kb-articles/${idOf(2)}`]: failure(
        404,
        'KB_ARTICLE_NOT_FOUND',
        'Knowledge-base article not found',
      ),
    });
    renderScreen();
    await user.click(await screen.findByRole('button', { name: /Question 1\?/ }));
    const editor = await screen.findByRole('complementary', { name: 'Edit article' });
    expect(await within(editor).findByLabelText('Question')).toHaveValue('Question 1?');
    expect(within(editor).getByLabelText('Answer')).toHaveValue('Answer 1.');
    expect(within(editor).getByLabelText('Keywords')).toHaveValue('one');
    expect(within(editor).getByRole('button', { name: 'Save changes' })).toBeDisabled();

    await user.clear(within(editor).getByLabelText('Answer'));
    await user.type(within(editor).getByLabelText('Answer'), 'A better answer.');
    await user.click(within(editor).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Article saved')).toBeInTheDocument();
    expect(fetch.callsTo('PATCH', ONE).map((call) => call.body)).toEqual([{ answer: 'A better answer.' }]);
    expect(within(editor).getByRole('button', { name: 'Save changes' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: /Question 2\?/ }));
    expect(await screen.findByRole('heading', { name: 'Article not found' })).toBeInTheDocument();
  });

  it('shows who changed the article and how, newest first, and reads it again after a save', async () => {
    const user = userEvent.setup();
    const created: AuditHistoryEntry = {
      id: 'h1',
      action: 'kb_article.created',
      actorName: 'Ada Admin',
      at: '2026-03-01T09:00:00.000Z',
      data: {},
    };
    const edited: AuditHistoryEntry = {
      id: 'h2',
      action: 'kb_article.updated',
      actorName: null,
      at: '2026-03-05T08:00:00.000Z',
      data: { changes: { answer: { from: 'Answer 1.', to: 'A better answer.' } } },
    };
    let history = [created];
    const fetch = installFakeFetch({
      [LIST]: page([article(1)], null, 1),
      [`GET ${ONE}`]: data(article(1)),
      [`GET ${ONE}/history`]: () => data(history),
      [`PATCH ${ONE}`]: () => {
        history = [created, edited];
        return data(article(1, { answer: 'A better answer.', updatedAt: '2026-03-05T08:00:00.000Z' }));
      },
    });
    renderScreen();
    await user.click(await screen.findByRole('button', { name: /Question 1\?/ }));
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
    expect(fetch.callsTo('GET', `${ONE}/history`).length).toBeGreaterThanOrEqual(2);
  });

  it('shows a failed save without losing the text', async () => {
    const user = userEvent.setup();
    installFakeFetch({
      [LIST]: page([article(1)], null, 1),
      [`GET ${ONE}`]: data(article(1)),
      [`PATCH ${ONE}`]: failure(400, 'VALIDATION_FAILED', 'Invalid input: question is required', {
        question: ['question is required: text of at most 300 characters'],
      }),
    });
    renderScreen();
    await user.click(await screen.findByRole('button', { name: /Question 1\?/ }));
    const question = await screen.findByLabelText('Question');
    await user.clear(question);
    await user.type(question, 'Changed?');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Question is required: text of at most 300 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Question')).toHaveValue('Changed?');
  });

  it('deletes only after the confirmation, then closes the editor and reloads the list', async () => {
    const user = userEvent.setup();
    let deleted = false;
    const fetch = installFakeFetch({
      [LIST]: () => (deleted ? page([article(2)], null, 1) : page([article(1), article(2)], null, 2)),
      [`GET ${ONE}`]: data(article(1)),
      [`DELETE ${ONE}`]: () => {
        deleted = true;
        return { status: 204 };
      },
    });
    renderScreen();
    await user.click(await screen.findByRole('button', { name: /Question 1\?/ }));
    await screen.findByLabelText('Question');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Delete this article?' });
    expect(dialog).toHaveTextContent('“Question 1?” will be removed');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(fetch.callsTo('DELETE', ONE)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Delete' }));
    await user.click(screen.getByRole('button', { name: 'Delete article' }));
    expect(await screen.findByText('Article deleted')).toBeInTheDocument();
    expect(fetch.callsTo('DELETE', ONE)).toHaveLength(1);
    expect(screen.queryByRole('complementary', { name: 'Edit article' })).not.toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: /Question 1\?/ })).not.toBeInTheDocument());
    expect(screen.getByText('Showing 1–1 of 1')).toBeInTheDocument();
  });

  it('asks before dropping unsaved changes when another article is opened', async () => {
    const user = userEvent.setup();
    installFakeFetch({
      [LIST]: page([article(1), article(2)], null, 2),
      [`GET ${ONE}`]: data(article(1)),
      [`GET /api/admin/kb-articles/${idOf(2)}`]: data(article(2)),
    });
    renderScreen();
    await user.click(await screen.findByRole('button', { name: /Question 1\?/ }));
    await user.type(await screen.findByLabelText('Answer'), ' More.');
    await user.click(screen.getByRole('button', { name: /Question 2\?/ }));
    const dialog = screen.getByRole('alertdialog', { name: 'Discard unsaved changes?' });
    await user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(screen.getByLabelText('Answer')).toHaveValue('Answer 1. More.');

    await user.click(screen.getByRole('button', { name: /Question 2\?/ }));
    await user.click(screen.getByRole('button', { name: 'Discard changes' }));
    await waitFor(() => expect(screen.getByLabelText('Question')).toHaveValue('Question 2?'));
  });
});

describe('KnowledgeBaseScreen: trying a question', () => {
  it('[CALL-10] shows the bot’s answer and the matched article, which opens in the editor', async () => {
    const user = userEvent.setup();
    const fetch = installFakeFetch({
      [LIST]: page([article(1)], null, 1),
      [ASK]: data({ answer: 'Answer 1.', source: { id: idOf(1), question: 'Question 1?' } }),
      [`GET ${ONE}`]: data(article(1)),
    });
    renderScreen();
    await screen.findByRole('button', { name: /Question 1\?/ });
    expect(screen.getByRole('button', { name: 'Ask' })).toBeDisabled();
    await user.type(screen.getByLabelText('Question to ask'), '  what is question one  ');
    await user.click(screen.getByRole('button', { name: 'Ask' }));

    const result = await screen.findByRole('group', { name: 'Sales bot answer' });
    expect(result).toHaveTextContent('Asked: “what is question one”');
    expect(within(result).getByText('Answer 1.')).toBeInTheDocument();
    expect(fetch.callsTo('POST', '/api/sales-bot/query').map((call) => call.body)).toEqual([
      { query: 'what is question one' },
    ]);
    await user.click(within(result).getByRole('button', { name: 'Question 1?' }));
    expect(await screen.findByRole('complementary', { name: 'Edit article' })).toBeInTheDocument();
    expect(await screen.findByLabelText('Question')).toHaveValue('Question 1?');
  });

  it('says when no article matched, shows a failure, and tries the question being edited', async () => {
    const user = userEvent.setup();
    let fail = false;
    const fetch = installFakeFetch({
      [LIST]: page([article(1)], null, 1),
      [`GET ${ONE}`]: data(article(1)),
      [ASK]: () =>
        fail
          ? failure(400, 'VALIDATION_FAILED', 'Invalid input: query must be shorter')
          : data({ answer: "I'm not sure about that.", source: null }),
    });
    renderScreen();
    await user.type(screen.getByLabelText('Question to ask'), 'unknown thing');
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    expect(await screen.findByText(/No article matched well enough/)).toBeInTheDocument();

    fail = true;
    await user.click(screen.getByRole('button', { name: 'Ask' }));
    expect(await screen.findByText('Invalid input: query must be shorter')).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Sales bot answer' })).not.toBeInTheDocument();

    fail = false;
    await user.click(await screen.findByRole('button', { name: /Question 1\?/ }));
    await screen.findByLabelText('Question');
    await user.click(screen.getByRole('button', { name: 'Try this question' }));
    expect(await screen.findByText('Asked: “Question 1?”')).toBeInTheDocument();
    expect(screen.getByLabelText('Question to ask')).toHaveValue('Question 1?');
    expect(fetch.callsTo('POST', '/api/sales-bot/query').at(-1)?.body).toEqual({ query: 'Question 1?' });
  });
});
