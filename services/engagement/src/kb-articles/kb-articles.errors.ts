import { AppException } from '@pm/kit';

export const kbArticleNotFound = () =>
  new AppException(404, 'KB_ARTICLE_NOT_FOUND', 'Knowledge-base article not found');

export const nothingToChange = () =>
  new AppException(400, 'VALIDATION_FAILED', 'Nothing to change: send question, answer or keywords');
